import { formatMdy, lifecycleLabel, stateOf, isOpenState, type HipaaClockState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { renderLetterPdf } from '../../platform/pdf/letter-pdf';
import { clockOfRequest } from './lifecycle';
import { trackingRepository as repo } from './tracking-repository';

/**
 * The two letters an overdue request offers its patient (issue 18): a reminder to the provider that
 * cites the right of access, and a complaint to the HHS Office for Civil Rights prefilled with the
 * request's dates and history. We prepare them; the patient sends or files them.
 */
export const LETTER_KINDS = ['provider-reminder', 'ocr-complaint'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

type Owned = NonNullable<Awaited<ReturnType<typeof repo.findOwned>>>;

/** Letters are offered while the request is open and past its legal deadline. */
export function lettersAvailable(row: Owned, now: Date): HipaaClockState | null {
  const clock = clockOfRequest(row.r, now);
  const open = isOpenState(stateOf(row.r.status, row.deskStage));
  return clock && open && clock.overdue ? clock : null;
}

const day = (d: Date) => formatMdy(d);

export async function renderLetter(
  db: DbOrTx, kind: LetterKind, row: Owned, clock: HipaaClockState, account: { name: string; email: string }, now: Date,
): Promise<{ pdf: Buffer; filename: string }> {
  const r = row.r;
  const c = row.custodian;
  const patient = [r.patientFirstName, r.patientMiddleName, r.patientLastName].filter(Boolean).join(' ');
  const provider = c?.name ?? 'the provider';
  const address = c ? [c.address1, c.address2, [c.city, c.state, c.zipcode].filter(Boolean).join(', ')].filter(Boolean).join(', ') : '';
  const received = day(r.orderedOn!);
  const due = day(clock.dueOn);
  const deadline = clock.extension
    ? `You extended that deadline once, on ${day(clock.extension.at)}, by ${clock.extension.days} days ("${clock.extension.reason}"), as 45 CFR 164.524(b)(2)(ii) allows, to ${due}.`
    : `That is ${due}.`;
  if (kind === 'provider-reminder') {
    const blocks = [
      day(now),
      `To: ${provider}${address ? `, ${address}` : ''}${c?.fax ? ` (fax ${c.fax})` : ''}`,
      `Re: My request for access to my health records, request ${r.rid}. Patient: ${patient}${r.patientDob ? `, born ${formatMdy(r.patientDob)}` : ''}.`,
      'Dear Records Department,',
      `I asked you for a copy of my health records on ${received}. Under the HIPAA Privacy Rule (45 CFR 164.524(b)(2)) you must act on a request for access no later than 30 calendar days after you receive it. ${deadline} Today is day ${clock.day}, and I have not received my records or a written denial.`,
      'Please send my records now, in the form and format I asked for, or tell me in writing why you deny my request, as 45 CFR 164.524(d) requires. The fee for my own copy may only be a reasonable, cost-based fee (45 CFR 164.524(c)(4)).',
      'If I do not hear from you, I may file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights.',
      'Sincerely,',
      `${account.name}${account.name !== patient ? ` (for ${patient})` : ''}`,
    ];
    return { pdf: await renderLetterPdf({ title: 'Reminder: request for access to health records', blocks, createdAt: now }), filename: `reminder-${r.rid}.pdf` };
  }
  const history = await repo.history(db, r.id);
  const blocks = [
    'Prepared for filing with the U.S. Department of Health and Human Services, Office for Civil Rights (OCR). You file it yourself: online at https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, or by mail or e-mail to your OCR regional office (OCRComplaint@hhs.gov). A complaint must be filed within 180 days of when you knew of the problem (45 CFR 160.306(b)(3)).',
    '## Person filing the complaint',
    `${account.name}, ${account.email}${account.name !== patient ? ` — for the patient ${patient}` : ''}`,
    '## Covered entity complained about',
    `${provider}${address ? `, ${address}` : ''}${c?.phone ? `, phone ${c.phone}` : ''}${c?.fax ? `, fax ${c.fax}` : ''}`,
    '## What happened',
    `On ${received} I asked ${provider} for a copy of the health records of ${patient} (request ${r.rid}). Under 45 CFR 164.524(b)(2) the provider had to act within 30 calendar days. ${clock.extension ? `It extended the deadline once, on ${day(clock.extension.at)}, to ${due}.` : `The deadline was ${due}.`} As of ${day(now)} (day ${clock.day}) I have received neither the records nor a written denial. I believe this violates my right of access under 45 CFR 164.524.`,
    '## Dates and history of the request',
    ...history.map((h) => `• ${day(h.at)} — ${lifecycleLabel(h.status)}${h.note ? `: ${h.note}` : ''}`),
    '## What I ask',
    'That OCR look into this, and that the provider give me access to the records without further delay.',
    `Signature: ______________________     Date: ______________`,
  ];
  return { pdf: await renderLetterPdf({ title: 'Health information privacy complaint: right of access', blocks, createdAt: now }), filename: `ocr-complaint-${r.rid}.pdf` };
}
