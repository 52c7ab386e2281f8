import { describe, expect, it } from 'vitest';
import { requestBodySchema, wizardRequestSchema } from './requests';
import { readWizardDraft, wizardDraftSchema } from './wizard-draft';

const draft = {
  provider: { id: 7, name: 'Mercy Clinic', service_level: null, city: 'Austin' },
  patientInfo: { first_name: 'Avery', last_name: 'Stone', dob: '1988-03-14' },
  authType: 'upload',
  auth: { id: 3, url: '/api/v2/authorizations/3/download', name: 'release.pdf', type: 'GeneralRelease' },
  govtId: { front_file: null, back_file: { id: '12', url: '/f/12', name: 'back.png' } },
  supportingDocs: [{ id: '5', url: '/f/5', name: 'x.pdf', deleted: true }],
  paymentMethod: 'card',
  idempotencyKey: 'k-123456789',
};

describe('the wizard draft schema (shared by the web and the API)', () => {
  it('takes a draft as the wizard sends it, keeping what the provider card showed', () => {
    const parsed = wizardDraftSchema.parse(draft);
    expect(parsed.provider).toMatchObject({ id: 7, city: 'Austin' });
    expect(parsed.supportingDocs?.[0]?.deleted).toBe(true);
  });

  it('refuses a draft of the wrong shape, in a JSON body and in a multipart (text) one', () => {
    const base = { idempotency_key: 'k-123456789', custodian_id: 7 };
    expect(requestBodySchema.safeParse({ ...base, wizard: { supportingDocs: 'all' } }).success).toBe(false);
    expect(requestBodySchema.safeParse({ ...base, wizard: { authType: 'fax' } }).success).toBe(false);
    expect(requestBodySchema.parse({ ...base, wizard: JSON.stringify(draft) }).wizard?.auth?.id).toBe(3);
    expect(requestBodySchema.parse({ ...base, wizard: '' }).wizard).toBeUndefined();
  });

  it('reads back a stored draft of an older shape without failing: what no longer fits is left out', () => {
    const read = readWizardDraft({ ...draft, authType: 'paper', unknown: 1 });
    expect(read.authType).toBeUndefined();
    expect(read.provider?.id).toBe(7);
    expect(wizardRequestSchema.shape.wizard.safeParse(read).success).toBe(true);
    expect(readWizardDraft(null)).toEqual({});
  });
});
