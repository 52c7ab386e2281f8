import type PDFDocument from 'pdfkit';

let loading: Promise<typeof PDFDocument> | null = null;

/**
 * pdfkit (with fontkit and its tables) loads on the first PDF the server writes, not at start-up,
 * where it cost a sixth of a second of CPU before `/healthz` could answer.
 */
export function loadPdfkit(): Promise<typeof PDFDocument> {
  loading ??= import('pdfkit').then((m) => m.default);
  return loading;
}
