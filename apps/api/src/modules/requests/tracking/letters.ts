import { formatList, stateOf, isOpenState, wireHistoryNote, type HipaaClockState } from '@portal/shared';
import { MAIL_CATALOGS } from '@portal/shared/i18n/mail';
import type { DbOrTx } from '../../../db/client';
import {
  fill,
  mailCatalog,
  mailDate,
  serverFileName,
  mailLanguage,
  mailMoney,
  patientCatalog,
  stateWord,
} from '../../../platform/mail-templates';
import { renderLetterPdf } from '../../../platform/pdf/letter-pdf';
import { clockOfRequest } from '../../lifecycle';
import { trackingRepository as repo } from './repository';

/**
 * The two letters an overdue request offers its patient: a reminder to the provider that
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

type HistoryRow = Awaited<ReturnType<typeof repo.history>>[number];

/** A history line's note in the letter's language: a server note by its code, a person's note as written. */
function noteIn(lang: string, h: HistoryRow): string | null {
  const n = wireHistoryNote(h);
  if (!n.note_code || mailLanguage(lang) === 'en') return h.note;
  const T = patientCatalog(lang).tracking.historyNote;
  const p = n.note_params ?? {};
  switch (n.note_code) {
    case 'archived':
      return T.archived;
    case 'uploaded':
      return fill(T.uploaded, { name: p.name ?? '' });
    case 'priced':
      return fill(T.priced, { amount: mailMoney(lang, p.cents ?? 0) });
    case 'sent_by_link': {
      const parts = (p.parts ?? []).map((x) => (T.parts as Record<string, string>)[x] ?? x);
      return fill(T.sentByLink, { parts: formatList(parts, lang) });
    }
  }
}

/**
 * The letters in the patient's language (the account's, users.language): the patient reads, signs
 * and sends them. The complaint to OCR carries an English copy on the pages after when it is in
 * another language: OCR's complaint portal and staff work in English, and it is the patient's
 * letter, so the patient keeps a version they can read and OCR gets one it can act on at once.
 */
export async function renderLetter(
  db: DbOrTx,
  kind: LetterKind,
  row: Owned,
  clock: HipaaClockState,
  account: { name: string; email: string; language?: string | null },
  now: Date,
): Promise<{ pdf: Buffer; filename: string }> {
  const lang = mailLanguage(account.language);
  if (kind === 'provider-reminder') {
    const { title, blocks } = reminderIn(lang, row, clock, account, now);
    return {
      pdf: await renderLetterPdf({ title, blocks, language: lang, createdAt: now }),
      filename: serverFileName(lang, 'reminder', row.r.rid, '.pdf'),
    };
  }
  const history = await repo.history(db, row.r.id);
  const mine = complaintIn(lang, row, clock, account, now, history);
  const copy = lang === 'en' ? undefined : { ...complaintIn('en', row, clock, account, now, history), language: 'en' };
  if (copy) copy.title = `${copy.title} (${MAIL_CATALOGS.en.letters.complaint.englishCopy})`;
  return {
    pdf: await renderLetterPdf({ ...mine, language: lang, createdAt: now, copy }),
    filename: serverFileName(lang, 'complaint', row.r.rid, '.pdf'),
  };
}

function parties(lang: string, row: Owned) {
  const r = row.r;
  const c = row.custodian;
  const L = mailCatalog(lang).letters;
  const patient = [r.patientFirstName, r.patientMiddleName, r.patientLastName].filter(Boolean).join(' ');
  const provider = c?.name ?? L.theProvider;
  const address = c
    ? [c.address1, c.address2, [c.city, c.state, c.zipcode].filter(Boolean).join(', ')].filter(Boolean).join(', ')
    : '';
  return { r, c, L, patient, provider, address };
}

function reminderIn(lang: string, row: Owned, clock: HipaaClockState, account: { name: string }, now: Date) {
  const { r, c, L, patient, provider, address } = parties(lang, row);
  const day = (d: Date) => mailDate(lang, d);
  const R = L.reminder;
  const due = day(clock.dueOn);
  const deadline = clock.extension
    ? fill(R.extended, {
        date: day(clock.extension.at),
        days: clock.extension.days,
        reason: clock.extension.reason,
        due,
      })
    : fill(R.due, { due });
  const recipient = `${provider}${address ? `, ${address}` : ''}${c?.fax ? ` (${fill(L.fax, { fax: c.fax })})` : ''}`;
  const blocks = [
    day(now),
    fill(R.to, { recipient }),
    r.patientDob
      ? fill(R.reBorn, { rid: r.rid, patient, dob: mailDate(lang, r.patientDob) })
      : fill(R.re, { rid: r.rid, patient }),
    R.dear,
    fill(R.asked, { received: day(r.orderedOn!), deadline, day: clock.day }),
    R.please,
    R.complain,
    R.sincerely,
    account.name !== patient ? fill(R.forPatient, { name: account.name, patient }) : account.name,
  ];
  return { title: R.title, blocks };
}

function complaintIn(
  lang: string,
  row: Owned,
  clock: HipaaClockState,
  account: { name: string; email: string },
  now: Date,
  history: HistoryRow[],
) {
  const { r, c, L, patient, provider, address } = parties(lang, row);
  const day = (d: Date) => mailDate(lang, d);
  const C = L.complaint;
  const due = day(clock.dueOn);
  const entity = [
    `${provider}${address ? `, ${address}` : ''}`,
    ...(c?.phone ? [fill(L.phone, { phone: c.phone })] : []),
    ...(c?.fax ? [fill(L.fax, { fax: c.fax })] : []),
  ].join(', ');
  const blocks = [
    C.intro,
    `## ${C.filer}`,
    account.name !== patient
      ? fill(C.filerFor, { name: account.name, email: account.email, patient })
      : `${account.name}, ${account.email}`,
    `## ${C.entity}`,
    entity,
    `## ${C.happened}`,
    fill(C.asked, {
      received: day(r.orderedOn!),
      provider,
      patient,
      rid: r.rid,
      today: day(now),
      day: clock.day,
      deadline: clock.extension ? fill(C.extended, { date: day(clock.extension.at), due }) : fill(C.due, { due }),
    }),
    `## ${C.history}`,
    ...history.map((h) => {
      const note = noteIn(lang, h);
      return `• ${day(h.at)} — ${stateWord(lang, h.status)}${note ? `: ${note}` : ''}`;
    }),
    `## ${C.ask}`,
    C.askBody,
    `${C.signature}: ______________________     ${C.date}: ______________`,
  ];
  return { title: C.title, blocks };
}
