import { MAIL_CATALOGS } from '@portal/shared/i18n/mail';
import { fill, mailCatalog, mailDate, mailLanguage, mailMoney, serverFileName } from '../../../platform/mail-templates';
import { renderLetterPdf } from '../../../platform/pdf/letter-pdf';
import type { requestPayments } from '../../../db/schema';
import type { trackingRepository } from './repository';

type Owned = NonNullable<Awaited<ReturnType<typeof trackingRepository.findOwned>>>;
type Payment = typeof requestPayments.$inferSelect | null;

/** What happened to the money, in the statement's words. */
function settlementLine(lang: string, p: Payment): string {
  const S = mailCatalog(lang).letters.statement;
  const money = (cents: number) => mailMoney(lang, cents);
  if (!p || p.status === 'not_required') return S.nothingCharged;
  if (p.status === 'refunded') {
    const amount = money(p.refundedCents ?? p.capturedCents ?? p.amountCents);
    return fill(p.method === 'check' ? S.refundedCheck : S.refundedCard, { amount });
  }
  if (p.status === 'canceled')
    return p.method === 'check' ? S.noCheck : fill(S.holdReleased, { amount: money(p.amountCents) });
  return S.nothingMore;
}

/** The statement's pages in one language: the framing translated, the clerk's statement as written. */
function statementIn(lang: string, row: Owned, payment: Payment) {
  const r = row.r;
  const d = row.deskFee!;
  const S = mailCatalog(lang).letters.statement;
  const patient = [r.patientFirstName, r.patientMiddleName, r.patientLastName].filter(Boolean).join(' ');
  const provider = row.custodian?.name ?? mailCatalog(lang).letters.theProvider;
  const signedAt = d.noRecordsAt!;
  const received = mailDate(lang, r.orderedOn ?? r.createdAt);
  const re = r.patientDob
    ? fill(S.reBorn, {
        rid: r.rid,
        patient,
        provider,
        received,
        dob: mailDate(lang, r.patientDob),
      })
    : fill(S.re, { rid: r.rid, patient, provider, received });
  const blocks = [
    mailDate(lang, signedAt),
    re,
    `## ${S.statement}`,
    `> ${d.noRecordsStatement ?? ''}`, // as the clerk wrote it, in its own direction
    `## ${S.fees}`,
    settlementLine(lang, payment),
    `## ${S.signature}`,
    // The moment of signing stays in the ISO form in every language: it is a record, not prose.
    fill(S.signed, {
      signer: d.noRecordsSigner ?? '',
      provider,
      at: signedAt.toISOString().replace('T', ' ').slice(0, 19),
    }),
    S.typedName,
  ];
  return { title: S.title, blocks };
}

/**
 * The desk's signed statement that the provider holds no records for a request: the
 * statement the clerk wrote, the request it answers, what happened to the money, and the clerk's
 * typed signature with the moment it was signed. Rendered from what the desk row keeps (written
 * once, by the lifecycle's close_no_records), so every download is the same statement.
 *
 * In the patient's language (the account holder's users.language) with the clerk's text
 * verbatim, and, for any language but English, the English statement as the desk signed it on the
 * pages after: the signed English is the legal document, the translation is for reading it.
 */
export async function renderNoRecordsStatement(
  row: Owned,
  payment: Payment,
  account: { language?: string | null } | null = null,
): Promise<{ pdf: Buffer; filename: string }> {
  const lang = mailLanguage(account?.language);
  const signedAt = row.deskFee!.noRecordsAt!;
  const mine = statementIn(lang, row, payment);
  const copy = lang === 'en' ? undefined : { ...statementIn('en', row, payment), language: 'en' };
  if (copy) copy.title = `${copy.title} (${MAIL_CATALOGS.en.letters.statement.englishCopy})`;
  const pdf = await renderLetterPdf({ ...mine, language: lang, createdAt: signedAt, copy });
  return { pdf, filename: serverFileName(lang, 'noRecords', row.r.rid, '.pdf') };
}
