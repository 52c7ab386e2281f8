import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_LANGUAGES } from '../schemas/authorizations';
import { AUTHORIZATION_TEXTS, authorizationDocument, signingScope } from './index';

/** The text read on the authorization step is the signed document's own builder, completed later. */
const read = (
  language: (typeof AUTHORIZATION_LANGUAGES)[number],
  over: Partial<Parameters<typeof signingScope>[1]> = {},
) => {
  const t = AUTHORIZATION_TEXTS[language];
  return authorizationDocument(
    t,
    signingScope(t, {
      language,
      request: { requestType: 'Record', allRecords: false, recordsAfter: '2020-01-01', recordsBefore: '2024-12-31' },
      form: null,
      provider: { name: 'Mercy General Hospital', address: '12 Main St', asksSensitive: true, categories: [] },
      answers: {
        patient: { name: 'Maya Rivera', dob: '9/3/2015' },
        role: 'guardian',
        signerName: 'Jordan Rivera',
        authority: 'Parent of Maya',
        release: 'no',
        chosen: [],
      },
      now: new Date('2026-03-04T10:00:00Z'),
      ...over,
    }),
  ).paragraphs.map((p) => p.text);
};

describe('the authorization step reads the document as it will be signed', () => {
  it('states what is known, and what the request-information step chooses as to be completed', () => {
    const text = read('en');
    expect(text).toContain('Dates of service: from 1/1/2020 to 12/31/2024.');
    expect(text).toContain('Record types: to be completed from the answers you give later in this request.');
    expect(text).toContain(
      'Who receives the information: to be completed from the answers you give later in this request.',
    );
    expect(text).toContain(
      'Purpose of the disclosure: to be completed from the answers you give later in this request.',
    );
    expect(text).toContain('This authorization expires on 3/4/2027, unless it is revoked earlier.');
    expect(text).toContain(
      'Signed for the patient by Jordan Rivera as Guardian. Authority to act for the patient: Parent of Maya.',
    );
    expect(text.some((p) => p.startsWith('Sensitive information that will NOT be released:'))).toBe(true);
    const all = text.join(' ');
    for (const old of ['all available records', 'I may state', ' my ', 'I authorize']) expect(all).not.toContain(old);
  });

  it('says nothing of sensitive information before the question is answered, nor of a role before one is chosen', () => {
    const text = read('en', {
      answers: {
        patient: { name: 'Maya Rivera', dob: '9/3/2015' },
        role: '' as 'patient',
        signerName: 'Maya Rivera',
        authority: null,
        release: null,
        chosen: [],
      },
    });
    expect(text.join(' ')).not.toContain('Sensitive information');
    expect(text.join(' ')).not.toContain('Signed for the patient');
  });

  it('without the dates at hand, they too are to be completed; a form request names its form', () => {
    expect(read('en', { request: null })).toContain(
      'Dates of service: to be completed from the answers you give later in this request.',
    );
    const form = read('en', {
      request: { requestType: 'Form', allRecords: false, recordsAfter: null, recordsBefore: null },
      form: 'School physical',
    });
    expect(form).toContain("The provider's form: School physical.");
    expect(form.join(' ')).not.toContain('Record types');
  });

  it.each(AUTHORIZATION_LANGUAGES)('%s: every pending line is in the language', (language) => {
    const d = AUTHORIZATION_TEXTS[language].document;
    const text = read(language, { request: null });
    expect(text).toContain(d.datesPending);
    expect(text).toContain(d.recipientPending);
    expect(text.some((p) => p.includes(d.pending))).toBe(true);
    if (language !== 'en') expect(text.join(' ')).not.toContain('to be completed');
  });
});
