import { formatCents, formatMdy } from '@portal/shared';
import { renderLetterPdf } from '../../platform/pdf/letter-pdf';
import type { requestPayments } from '../../db/schema';
import type { trackingRepository } from './tracking-repository';

type Owned = NonNullable<Awaited<ReturnType<typeof trackingRepository.findOwned>>>;

/** What happened to the money, in the statement's words. */
function settlementLine(p: typeof requestPayments.$inferSelect | null): string {
  if (!p || p.status === 'not_required') return 'Nothing was charged for this request.';
  if (p.status === 'refunded') {
    const how = p.method === 'check' ? 'returned to you by the records desk' : 'refunded to your card';
    return `Every charge for this request (${formatCents(p.refundedCents ?? p.capturedCents ?? p.amountCents)}) has been ${how}.`;
  }
  if (p.status === 'canceled') {
    return p.method === 'check'
      ? 'No check is expected for this request: please do not send one.'
      : `The hold of ${formatCents(p.amountCents)} on your card has been released; nothing was charged.`;
  }
  return 'Nothing more will be charged for this request.';
}

/**
 * The desk's signed statement that the provider holds no records for a request (issue 18): the
 * statement the clerk wrote, the request it answers, what happened to the money, and the clerk's
 * typed signature with the moment it was signed. Rendered from what the desk row keeps (written
 * once, by the lifecycle's close_no_records), so every download is the same statement.
 */
export async function renderNoRecordsStatement(row: Owned, payment: typeof requestPayments.$inferSelect | null): Promise<{ pdf: Buffer; filename: string }> {
  const r = row.r;
  const d = row.deskFee!;
  const patient = [r.patientFirstName, r.patientMiddleName, r.patientLastName].filter(Boolean).join(' ');
  const provider = row.custodian?.name ?? 'the provider';
  const signedAt = d.noRecordsAt!;
  const blocks = [
    formatMdy(signedAt),
    `Re: Request ${r.rid} for the health records of ${patient}${r.patientDob ? `, born ${formatMdy(r.patientDob)}` : ''}, received by ${provider} on ${r.orderedOn ? formatMdy(r.orderedOn) : formatMdy(r.createdAt)}.`,
    '## Statement',
    d.noRecordsStatement ?? '',
    '## Fees',
    settlementLine(payment),
    '## Signature',
    `Signed electronically by ${d.noRecordsSigner ?? ''}, records desk, for ${provider}, on ${signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC.`,
    'A typed name adopted as a signature is the electronic equivalent of a handwritten one.',
  ];
  const pdf = await renderLetterPdf({ title: 'Statement: no records found', blocks, createdAt: signedAt });
  return { pdf, filename: `no-records-statement-${r.rid}.pdf` };
}
