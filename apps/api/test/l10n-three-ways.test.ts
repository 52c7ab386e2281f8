import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, LRI, PDI, RLI } from '@portal/shared';
import { compose } from '../src/modules/lifecycle/mail';
import { renderNoRecordsStatement } from '../src/modules/requests/tracking/no-records-statement';
import { shareMail } from '../src/modules/shares/service';

/**
 * One formatter each for dates and money: the same day and the same amount read from a mail and
 * from a PDF (through pdftotext) are the same text, in English and in Spanish, and the same the
 * web app shows (apps/web/src/lib/format.test.ts reads the web's formatter against the same
 * table); in Arabic the amount is isolated.
 */
export const SAME_EVERYWHERE = [
  ['en', '12/21/2026', '$15.00'],
  ['es', '21 de diciembre de 2026', '15,00 US$'],
] as const;
const DAY = new Date('2026-12-21T00:00:00Z');
const CENTS = 1500;
const dir = mkdtempSync(join(tmpdir(), 'l10n-'));

/** pdftotext's and the mail's spaces alike (a no-break space in an amount, a line break in a sentence). */
const flat = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

/** The shared module the web app's formatter (lib/format.ts) calls with the reader's language. */
const webText = (lang: string) => ({ date: formatDate('2026-12-21', lang), amount: formatMoney(CENTS, lang) });

function mailText(lang: string) {
  const share = shareMail(lang, 'someone@example.com', {
    sharer: 'Ana Díaz',
    name: 'Ana',
    url: 'https://portal.example/p',
    expiresAt: DAY,
  });
  const priced = compose(
    lang,
    { rid: '261221-000001', requestType: 'Record', status: 'ordered', orderedOn: null } as never,
    'propose_price',
    'awaiting_approval',
    DAY,
    CENTS,
  );
  return { share: share.text, html: share.html, priced: priced.lines.join('\n') };
}

async function pdfText(lang: string) {
  const row = {
    r: {
      rid: '261221-000001',
      patientFirstName: 'Ana',
      patientMiddleName: null,
      patientLastName: 'Díaz',
      patientDob: null,
      orderedOn: DAY,
      createdAt: DAY,
    },
    custodian: { name: 'Mercy General Hospital' },
    deskFee: { noRecordsAt: DAY, noRecordsStatement: 'No records were found.', noRecordsSigner: 'Clerk' },
  };
  const payment = {
    status: 'refunded',
    method: 'card',
    refundedCents: CENTS,
    capturedCents: CENTS,
    amountCents: CENTS,
  };
  const { pdf } = await renderNoRecordsStatement(row as never, payment as never, { language: lang });
  const file = join(dir, `${lang}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('dates and money: one formatter for the web app, the mail and the PDFs', () => {
  it.each(SAME_EVERYWHERE)('reads the same day and amount in %s from all three', async (lang, date, amount) => {
    const web = webText(lang);
    expect(flat(web.date)).toBe(date);
    expect(flat(web.amount)).toBe(amount);
    const mail = mailText(lang);
    expect(flat(mail.share)).toContain(web.date);
    expect(flat(mail.priced)).toContain(flat(web.amount));
    const pdf = flat(await pdfText(lang));
    // The statement's first page is in the reader's language: its date and its refund line.
    const firstPage = pdf.split('\f')[0]!;
    expect(firstPage).toContain(flat(web.date));
    expect(firstPage).toContain(flat(web.amount));
  });

  it('isolates an Arabic amount on the web and in the mail, the currency sign kept left to right', async () => {
    const web = webText('ar');
    expect(web.amount.startsWith(RLI)).toBe(true);
    expect(web.amount).toContain(`${LRI}US$${PDI}`);
    expect(mailText('ar').priced).toContain(web.amount);
    expect(mailText('ar').html).toContain('dir="rtl"');
  });
});
