import type PDFDocument from 'pdfkit';
import { languageDir } from '@portal/shared';
import { loadPdfkit } from './pdfkit';
import { fontsFor } from './fonts';
import { paragraph, type ParagraphOptions } from './text';

/**
 * A plain letter as an A4 PDF (the same page, fonts and text width as the authorization): a title,
 * then blocks of text. A block starting with '• ' is a list item; '## ' a subheading; '> ' text quoted
 * as someone wrote it (the desk's statement), laid out in its own script's direction: an English
 * statement in an Arabic letter reads left to right, not right-aligned with its full stop in front.
 */
const RTL_TEXT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const MM = 72 / 25.4;
const TEXT_WIDTH = 181 * MM;
const A4_WIDTH = 595.28;
const MARGIN_X = (A4_WIDTH - TEXT_WIDTH) / 2;

export interface LetterInput {
  title: string;
  blocks: string[];
  /** The letter's language: fonts per script (as the signed authorization), right to left for Arabic. */
  language?: string;
  createdAt: Date;
  /** A copy in another language on the pages after (the OCR complaint's English copy). */
  copy?: { title: string; blocks: string[]; language: string };
}

function section(doc: InstanceType<typeof PDFDocument>, title: string, blocks: string[], language: string) {
  const base: ParagraphOptions = {
    fonts: fontsFor(language),
    size: 10.5,
    rtl: languageDir(language) === 'rtl',
    x: MARGIN_X,
    width: TEXT_WIDTH,
    lineGap: 2,
  };
  paragraph(doc, title, { ...base, size: 14 });
  doc.y += 10;
  for (const block of blocks) {
    if (block.startsWith('## ')) {
      doc.y += 4;
      paragraph(doc, block.slice(3), { ...base, size: 11.5 });
    } else if (block.startsWith('> ')) {
      paragraph(doc, block.slice(2), { ...base, rtl: base.rtl && RTL_TEXT.test(block) });
    } else if (block.startsWith('• ')) {
      paragraph(doc, block, { ...base, x: base.rtl ? MARGIN_X : MARGIN_X + 10, width: TEXT_WIDTH - 10 });
    } else {
      paragraph(doc, block, base);
    }
    doc.y += 6;
  }
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
  section(doc, input.title, input.blocks, language);
  if (input.copy) {
    doc.addPage();
    section(doc, input.copy.title, input.copy.blocks, input.copy.language);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
