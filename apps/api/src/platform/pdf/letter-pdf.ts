import { loadPdfkit } from './pdfkit';
import { fontsFor } from './fonts';
import { paragraph, type ParagraphOptions } from './text';

/**
 * A plain letter as an A4 PDF (the same page, fonts and text width as the authorization): a title,
 * then blocks of text. A block starting with '• ' is a list item; '## ' a subheading.
 */
const MM = 72 / 25.4;
const TEXT_WIDTH = 181 * MM;
const A4_WIDTH = 595.28;
const MARGIN_X = (A4_WIDTH - TEXT_WIDTH) / 2;

export interface LetterInput {
  title: string;
  blocks: string[];
  language?: string;
  createdAt: Date;
}

export async function renderLetterPdf(input: LetterInput): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const language = input.language ?? 'en';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: MARGIN_X, right: MARGIN_X },
    info: { Title: input.title, CreationDate: input.createdAt, Producer: 'Patient Portal' },
    lang: language,
  });
  const base: ParagraphOptions = { fonts: fontsFor(language), size: 10.5, rtl: false, x: MARGIN_X, width: TEXT_WIDTH, lineGap: 2 };
  paragraph(doc, input.title, { ...base, size: 14 });
  doc.y += 10;
  for (const block of input.blocks) {
    if (block.startsWith('## ')) {
      doc.y += 4;
      paragraph(doc, block.slice(3), { ...base, size: 11.5 });
    } else if (block.startsWith('• ')) {
      paragraph(doc, block, { ...base, x: MARGIN_X + 10, width: TEXT_WIDTH - 10 });
    } else {
      paragraph(doc, block, base);
    }
    doc.y += 6;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
