// Stamps a shared PDF in a worker thread (a piscina pool, see watermark.ts), so that a large or
// hostile PDF never holds the server's event loop: pdf-lib parses and rewrites every page in
// JavaScript, which took the main thread for a minute on a 20,000-page file. Plain JavaScript so
// it runs as it is under tsx, the tests and the compiled API alike.
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** The standard fonts speak WinAnsi only: anything else in a name becomes '?', never an error. */
const winAnsi = (s) => s.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/**
 * Stamps every page with `line`: a band along the foot of the page and the same line diagonally
 * across it, so a screenshot or a print carries it too. A file of more than `maxPages` pages is
 * refused ('too many pages') before any page is touched.
 */
export default async function stamp({ bytes, line, maxPages }) {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const count = doc.getPageCount();
  if (count === 0) throw new Error('no pages');
  if (count > maxPages) throw new Error(`too many pages: ${count} > ${maxPages}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = winAnsi(line);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(6, Math.min(9, (width - 24) / Math.max(1, font.widthOfTextAtSize(text, 1))));
    page.drawRectangle({ x: 0, y: 0, width, height: size + 10, color: rgb(1, 1, 1), opacity: 0.85 });
    page.drawText(text, { x: 12, y: 5, size, font, color: rgb(0.55, 0.05, 0.05) });
    const diag = Math.min(28, (Math.hypot(width, height) * 0.8) / Math.max(1, font.widthOfTextAtSize(text, 1)));
    const angle = Math.atan2(height, width);
    const w = font.widthOfTextAtSize(text, diag);
    page.drawText(text, {
      x: width / 2 - (Math.cos(angle) * w) / 2,
      y: height / 2 - (Math.sin(angle) * w) / 2,
      size: diag,
      font,
      color: rgb(0.75, 0.1, 0.1),
      opacity: 0.18,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  doc.setProducer('Patient Portal share');
  return doc.save();
}
