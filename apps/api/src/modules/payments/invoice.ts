import { loadPdfkit } from '../../platform/pdf/pdfkit';
import { estimateLines, formatDate, formatMoney, type Fees } from '@portal/shared';
import { en } from '@portal/shared';

export interface InvoiceInput {
  rid: string;
  paidAt: Date;
  billTo: string[];
  provider: string;
  fees: Fees | null;
  deliveryMethod: string | null;
  rush: boolean;
  amountCents: number;
  card: string | null;
}

interface Service {
  name: string;
  amount: string;
  bold: boolean;
}

const MM = 72 / 25.4;

/** The services of an invoice: the estimate's lines, or one line when the fees were not kept. */
export function invoiceServices(i: InvoiceInput): Service[] {
  const labels = en.payments.fees as Record<string, string>;
  const lines = i.fees ? estimateLines(i.fees, { deliveryMethod: i.deliveryMethod, rush: i.rush }) : [];
  const sum = lines.reduce((s, l) => s + l.cents, 0);
  const services: Service[] =
    sum === i.amountCents
      ? lines.map((l) => ({ name: labels[l.key] ?? l.key, amount: formatMoney(l.cents, 'en'), bold: false }))
      : [{ name: `Records request ${i.rid}`, amount: formatMoney(i.amountCents, 'en'), bold: false }];
  services.push({ name: 'Total paid', amount: formatMoney(i.amountCents, 'en'), bold: true });
  return services;
}

/** An A4 invoice (spec section 9: 181 mm text width): bill-to lines, services with amounts, bold totals. */
export async function renderInvoice(i: InvoiceInput): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'A4', margin: 14.5 * MM, info: { Title: `Invoice ${i.rid}` } });
  const width = 181 * MM;
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(18).text('Invoice', { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333')
    .text(`Request ${i.rid} · paid ${formatDate(i.paidAt, 'en')}`, { width })
    .moveDown();
  doc.font('Helvetica-Bold').fillColor('#000').text('Bill to', { width });
  doc.font('Helvetica');
  for (const line of i.billTo) doc.text(line, { width });
  doc.moveDown().text(`Provider: ${i.provider}`, { width });
  if (i.card) doc.text(`Paid with ${i.card}`, { width });
  doc.moveDown();
  for (const s of invoiceServices(i)) {
    const y = doc.y;
    doc.font(s.bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(s.name, left, y, { width: width - 40 * MM });
    doc.text(s.amount, left + width - 40 * MM, y, { width: 40 * MM, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.end();
  return doc;
}
