/** The standard fonts speak WinAnsi only: anything else in a name becomes '?', never an error. */
const winAnsi = (s: string) => s.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/**
 * Stamps every page of a PDF with who shared it, for whom and when: a band along the foot of the
 * page and the same line diagonally across it, so a screenshot or a print carries it too. Throws
 * when the bytes are not a PDF pdf-lib can read (the caller then shows nothing unstamped).
 */
export async function watermarkPdf(bytes: Uint8Array, line: string): Promise<Uint8Array> {
  // pdf-lib loads on first use, not at start-up (0.2 s of CPU).
  const { degrees, PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = winAnsi(line);
  const pages = doc.getPages();
  if (pages.length === 0) throw new Error('no pages');
  for (const page of pages) {
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
