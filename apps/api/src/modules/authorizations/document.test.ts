import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_LANGUAGES,
  AUTHORIZATION_TEXTS,
  type AuthorizationLanguage,
  type SignerRole,
} from '@portal/shared';
import { documentDate, renderAuthorizationPdf, renderAuthorizationPreview } from '../../platform/pdf/authorization-pdf';
import { patientCatalog } from '../../platform/mail-templates';
import { authorizationScope, type ScopeParties } from './scope';

/**
 * The signed authorization, read back as a records desk reads it (`pdftotext`), holds every
 * element of 45 CFR 164.508(c) for exactly what was requested, in each of the 13 languages: for
 * a patient, a guardian, a power of attorney and an executor; limited dates and all dates; the
 * sensitive question not asked, answered No, and Yes with some categories; every delivery.
 */
const dir = mkdtempSync(join(tmpdir(), 'auth-doc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Letters, marks and digits only: line breaks, spacing and where a reader puts punctuation between scripts aside. */
const letters = (s: string) => (s.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join('');
const fill = (s: string, v: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? '');

const signedAt = new Date('2026-03-05T10:00:00Z');
const custodian: NonNullable<ScopeParties['custodian']> = {
  name: 'Mercy Clinic',
  address1: '12 Main St',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  patientEAuthorizationType: ['hiv_genetic', 'alcohol_drug', 'mental_health', 'psychiatric'],
  sensitiveInformationOptions: ['yes', 'no'],
  patientFormTemplates: [],
};

interface Case {
  role: SignerRole;
  dates: { after: string | null; before: string | null };
  asked: boolean;
  release: 'yes' | 'no' | null;
  chosen: string[];
  delivery: 'instant_download' | 'free_delivery' | 'fax_return' | 'requester';
}
const CASES: Case[] = [
  {
    role: 'patient',
    dates: { after: null, before: null },
    asked: false,
    release: null,
    chosen: [],
    delivery: 'instant_download',
  },
  {
    role: 'guardian',
    dates: { after: '2020-01-01', before: '2024-12-31' },
    asked: true,
    release: 'no',
    chosen: [],
    delivery: 'fax_return',
  },
  {
    role: 'power_of_attorney',
    dates: { after: '2021-06-01', before: null },
    asked: true,
    release: 'yes',
    chosen: ['hiv_genetic', 'alcohol_drug'],
    delivery: 'free_delivery',
  },
  {
    role: 'executor_beneficiary',
    dates: { after: null, before: '2019-12-31' },
    asked: true,
    release: 'yes',
    chosen: ['mental_health'],
    delivery: 'instant_download',
  },
  // Signed on the public HIPAA page: the requester receives, no sensitive question is asked.
  {
    role: 'patient',
    dates: { after: '2020-01-01', before: '2024-12-31' },
    asked: false,
    release: null,
    chosen: [],
    delivery: 'requester',
  },
];

async function readBack(language: AuthorizationLanguage, c: Case) {
  const representative = c.role !== 'patient';
  const parties: ScopeParties = {
    language,
    request: {
      requestType: 'Record',
      allRecords: !c.dates.after && !c.dates.before,
      recordsAfter: c.dates.after,
      recordsBefore: c.dates.before,
      recordTypes: ['medical', 'lab'],
      reasonForRequest: ['continuing_care', 'legal'],
      deliveryMethod: c.delivery === 'requester' ? 'instant_download' : c.delivery,
      faxNumber: '+1 555-123-4567',
      recipientName: 'Ann Lee',
      recipientType: 'physician',
      formId: null,
      custodianForm: null,
    },
    custodian: { ...custodian, sensitiveInformationOptions: c.asked ? ['yes', 'no'] : [] },
    account: { name: 'Maria Garcia', email: 'maria@example.com' },
    answers: {
      patient: { name: 'Lucas Garcia', dob: '2015-04-02' },
      role: c.role,
      signerName: representative ? 'Maria Garcia' : 'Lucas Garcia',
      authority: representative ? 'Court order 2024-17' : null,
      release: c.release,
      chosen: c.chosen,
    },
    signedAt,
    requester: c.delivery === 'requester' ? 'Rosa Park (Park Law)' : undefined,
  };
  const pdf = await renderAuthorizationPreview({
    language,
    rid: 'R-123456',
    scope: authorizationScope(parties),
    signerName: parties.answers.signerName,
    initials: 'MG',
    ssnLast4: null,
    role: c.role,
    signature: { mode: 'type', name: parties.answers.signerName },
    signedAt,
  });
  const file = join(dir, `${language}-${c.role}.pdf`);
  writeFileSync(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  return { text: execFileSync('pdftotext', [file, '-']).toString(), pages };
}

describe.each(AUTHORIZATION_LANGUAGES)('the signed authorization in %s', (language) => {
  const t = AUTHORIZATION_TEXTS[language];
  const d = t.document;
  const w = patientCatalog(language).wizard.requestInfo;
  const day = (iso: string) => documentDate(language, new Date(`${iso}T00:00:00Z`));
  const cat = (keys: string[]) => keys.map((k) => t.categories[k as keyof typeof t.categories]).join(', ');
  const provider = 'Mercy Clinic, 12 Main St, Springfield, IL 62701';

  it.each(CASES)(
    '$role, $delivery, dates $dates.after–$dates.before, sensitive $release $chosen, $delivery',
    async (c) => {
      const { text, pages } = await readBack(language, c);
      const has = (s: string) => expect(letters(text), s).toContain(letters(s));
      const lacks = (s: string) => expect(letters(text), s).not.toContain(letters(s));
      // One page (two at most), no screen heading or button, no first-person "all available records".
      expect(pages).toBeLessThanOrEqual(2);
      lacks(t.heading);
      lacks(t.adoptTitle);
      lacks(t.closingNote);
      lacks(t.withhold);
      has(t.subheading);
      // (1) the information: dates of service, record types, each sensitive category as answered.
      const { after, before } = c.dates;
      has(
        after && before
          ? fill(d.datesBetween, { from: day(after), to: day(before) })
          : after
            ? fill(d.datesAfter, { from: day(after) })
            : before
              ? fill(d.datesBefore, { to: day(before) })
              : d.datesAll,
      );
      has(fill(d.recordTypes, { types: [w.recordTypeOptions.medical, w.recordTypeOptions.lab].join(', ') }));
      const all = custodian.patientEAuthorizationType;
      if (!c.asked) has(fill(d.sensitiveAll, { categories: cat(all) }));
      if (c.release === 'no') has(fill(d.sensitiveExcluded, { categories: cat(all) }));
      if (c.release === 'yes') {
        has(fill(d.sensitiveIncluded, { categories: cat(c.chosen) }));
        has(fill(d.sensitiveExcluded, { categories: cat(all.filter((k) => !c.chosen.includes(k))) }));
      }
      // (2) who discloses, by name and address.
      has(fill(d.discloser, { provider }));
      // (3) who receives, by name and where the records go.
      if (c.delivery === 'fax_return')
        has(fill(d.recipientFax, { name: 'Ann Lee', type: w.recipientTypes.physician, fax: '+1 555-123-4567' }));
      else if (c.delivery === 'requester') has(fill(d.recipientRequester, { name: 'Rosa Park (Park Law)' }));
      else
        has(
          fill(d.recipientPortal, { name: 'Maria Garcia', email: 'maria@example.com', how: w.deliveries[c.delivery] }),
        );
      // (4) the purpose, (5) an expiry written as a date.
      has(fill(d.purpose, { purpose: [w.reasons.continuing_care, w.reasons.legal].join(', ') }));
      has(fill(d.expires, { date: documentDate(language, new Date('2027-03-05T10:00:00Z')) }));
      // (6) signature and date; a representative's name, capacity and authority, about "the patient".
      has(fill(d.patient, { name: 'Lucas Garcia', dob: day('2015-04-02') }));
      has(`${t.signedOn}: ${documentDate(language, signedAt)}`);
      if (c.role === 'patient')
        lacks(fill(d.representative, { name: 'Lucas Garcia', role: t.roles.patient, authority: '' }));
      else
        has(fill(d.representative, { name: 'Maria Garcia', role: t.roles[c.role], authority: 'Court order 2024-17' }));
      if (language === 'en') expect(text).not.toMatch(/\bmy\b/i);
      // (7) the required statements; Part 2 only where alcohol/drug records are released.
      has(d.revoke);
      has(d.notConditioned);
      has(d.redisclosure);
      const alcohol = !c.asked || c.chosen.includes('alcohol_drug');
      if (alcohol) has(d.part2);
      else lacks(d.part2);
      // (8) a copy for the signer.
      has(d.copy);
    },
  );
});

describe('the signed PDF with its audit certificate', () => {
  // The certificate's rows are Latin though the Arabic font leads: every font a line names must
  // be in its page's resources, or a reader reports an unknown font and may drop the line.
  it.each(['ar', 'bn', 'hi'] as const)('%s: a reader finds every font it names', async (language) => {
    const parties: ScopeParties = {
      language,
      request: {
        requestType: 'Record',
        allRecords: true,
        recordsAfter: null,
        recordsBefore: null,
        recordTypes: ['medical'],
        reasonForRequest: [],
        deliveryMethod: 'instant_download',
        faxNumber: null,
        recipientName: null,
        recipientType: null,
        formId: null,
        custodianForm: null,
      },
      custodian,
      account: { name: 'Maria Garcia', email: 'maria@example.com' },
      answers: {
        patient: { name: 'Lucas Garcia', dob: '2015-04-02' },
        role: 'guardian',
        signerName: 'Maria Garcia',
        authority: 'Parent',
        release: 'no',
        chosen: [],
      },
      signedAt,
    };
    const { pdf } = await renderAuthorizationPdf(
      {
        language,
        rid: 'R-1',
        scope: authorizationScope(parties),
        signerName: 'Maria Garcia',
        initials: 'MG',
        ssnLast4: null,
        role: 'guardian',
        signature: { mode: 'type', name: 'Maria Garcia' },
        signedAt,
      },
      {
        signer: 'Maria Garcia',
        patient: 'Lucas Garcia',
        role: 'Guardian',
        authority: 'Parent',
        ip: '127.0.0.1',
        userAgent: 'ua',
        authMethod: 'password',
      },
    );
    const file = join(dir, `${language}-certified.pdf`);
    writeFileSync(file, pdf);
    const run = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Audit certificate');
  });
});
