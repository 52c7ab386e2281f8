import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './reducer';
import { STEP } from './steps';

const provider = { id: 7, name: 'Mercy General Hospital', service_level: null };
const file = (id: string) => ({ id, url: `/f/${id}`, name: `${id}.png` });
const details = {
  reason_for_request: ['personal'],
  record_types: ['medical'],
  scope: [],
  delivery_method: 'instant_download',
  rush_request: false,
  remarks: '',
};
const run = (s: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, s);
const at = (kind: 'record' | 'form', step: number): WizardState => ({ ...initialWizardState(kind), currentStep: step });

describe('wizard transitions (spec section 4)', () => {
  it('starts at the provider step with nothing chosen', () => {
    const s = initialWizardState('record');
    expect(s.currentStep).toBe(STEP.Provider);
    expect(s.showPrompt).toBe(false);
  });

  it('choosing a provider goes to Patient and sets the prompt flag', () => {
    const s = wizardReducer(initialWizardState('record'), { type: 'provider', provider });
    expect(s.currentStep).toBe(STEP.Patient);
    expect(s.showPrompt).toBe(true);
    expect(s.providerName).toBe('Mercy General Hospital');
  });

  it('choosing a patient goes to Date/Type and clears the authorization', () => {
    const s = wizardReducer(
      { ...at('record', 2), auth: { id: 3 } },
      { type: 'patient', patientId: 4, patientInfo: null },
    );
    expect(s.currentStep).toBe(STEP.DateOrType);
    expect(s.auth).toBeNull();
    expect(s.patientId).toBe(4);
  });

  it('choosing patient info again later keeps the furthest step but still clears the authorization', () => {
    const s = wizardReducer(
      { ...at('record', 7), auth: { id: 3 } },
      {
        type: 'patient',
        patientId: null,
        patientInfo: { first_name: 'A', last_name: 'B' },
      },
    );
    expect(s.currentStep).toBe(7);
    expect(s.auth).toBeNull();
  });

  it('setting a date goes to AuthSelection', () => {
    expect(wizardReducer(at('record', 3), { type: 'date', date: { kind: 'all' } }).currentStep).toBe(
      STEP.AuthSelection,
    );
  });

  it('forms: selecting a form type goes to Authorization', () => {
    const s = wizardReducer(at('form', 3), { type: 'formType', typeId: 2, patientForm: 'Intake' });
    expect(s.currentStep).toBe(STEP.Authorization);
    expect(s.typeId).toBe(2);
  });

  it('forms: setting form file data goes to AuthSelection', () => {
    const s = wizardReducer({ ...at('form', 3), typeId: 2 }, { type: 'fileData', fileData: file('form') });
    expect(s.currentStep).toBe(STEP.AuthSelection);
    expect(s.fileData?.id).toBe('form');
    expect(s.typeId).toBeNull();
  });

  it('choosing the auth type goes to Authorization', () => {
    expect(wizardReducer(at('record', 4), { type: 'authType', authType: 'upload' }).currentStep).toBe(
      STEP.Authorization,
    );
  });

  it('an authorization goes to GovtId', () => {
    expect(wizardReducer(at('record', 5), { type: 'auth', auth: { id: 9 } }).currentStep).toBe(STEP.GovtId);
  });

  it('records: a government ID goes to SupportingDocs when it is not required', () => {
    const s = wizardReducer(at('record', 6), {
      type: 'govtId',
      govtId: { front_file: null, back_file: null },
      required: false,
    });
    expect(s.currentStep).toBe(STEP.SupportingDocs);
  });

  it('records: a required government ID does not advance with one side only', () => {
    const s = wizardReducer(at('record', 6), {
      type: 'govtId',
      govtId: { front_file: file('f'), back_file: null },
      required: true,
    });
    expect(s.currentStep).toBe(STEP.GovtId);
    expect(s.govtId.front_file?.id).toBe('f');
  });

  it('records: a required government ID advances when both sides exist', () => {
    const s = wizardReducer(at('record', 6), {
      type: 'govtId',
      govtId: { front_file: file('f'), back_file: file('b') },
      required: true,
    });
    expect(s.currentStep).toBe(STEP.SupportingDocs);
  });

  it('forms: a government ID goes to SupportingDocs (the records-only condition does not apply)', () => {
    const s = wizardReducer(at('form', 6), {
      type: 'govtId',
      govtId: { front_file: null, back_file: null },
      required: true,
    });
    expect(s.currentStep).toBe(STEP.SupportingDocs);
  });

  it('supporting docs go to RequestDetails', () => {
    expect(wizardReducer(at('record', 7), { type: 'supportingDocs', docs: [] }).currentStep).toBe(STEP.RequestDetails);
  });

  it('deleting a supporting document only flags it deleted', () => {
    const s = wizardReducer(
      { ...at('record', 8), supportingDocs: [file('a'), file('b')] },
      { type: 'deleteSupportingDoc', id: 'a' },
    );
    expect(s.supportingDocs).toHaveLength(2);
    expect(s.supportingDocs.find((d) => d.id === 'a')?.deleted).toBe(true);
    expect(s.supportingDocs.find((d) => d.id === 'b')?.deleted).toBeUndefined();
  });

  it('request details go to Payment only when the step-change flag is set', () => {
    expect(wizardReducer(at('record', 8), { type: 'requestDetails', details, changeStep: false }).currentStep).toBe(8);
    const s = wizardReducer(at('record', 8), { type: 'requestDetails', details, changeStep: true });
    expect(s.currentStep).toBe(STEP.Payment);
    expect(s.requestDetails).toEqual(details);
  });

  it('a payment method goes to Confirm', () => {
    const s = wizardReducer(at('record', 9), { type: 'paymentMethod', method: 'card', cardId: 12 });
    expect(s.currentStep).toBe(STEP.Confirm);
    expect(s.payment).toBe(12);
    const check = wizardReducer(at('record', 9), { type: 'paymentMethod', method: 'check' });
    expect(check.payment).toBeNull();
    expect(check.paymentMethod).toBe('check');
  });

  it('a card number goes to Confirm', () => {
    expect(wizardReducer(at('record', 9), { type: 'cardNumber', cardNumber: '4242' }).currentStep).toBe(STEP.Confirm);
  });

  it('a card type goes to Confirm', () => {
    expect(wizardReducer(at('record', 9), { type: 'cardType', cardType: 'visa' }).currentStep).toBe(STEP.Confirm);
  });

  it('loading sets the step to RequestId', () => {
    const s = wizardReducer(at('record', 10), { type: 'loading' });
    expect(s.currentStep).toBe(STEP.RequestId);
    expect(s.isLoading).toBe(true);
  });

  it('a request id keeps the furthest step (RequestId) and stores the rid', () => {
    const s = run(at('record', 10), { type: 'loading' }, { type: 'requestId', rid: '261122-000001', requestId: 5 });
    expect(s.currentStep).toBe(STEP.RequestId);
    expect(s.rid).toBe('261122-000001');
    expect(s.isLoading).toBe(false);
  });

  it('records: a failure goes to Confirm with the error', () => {
    const s = run(at('record', 10), { type: 'loading' }, { type: 'failure', error: 'Declined' });
    expect(s.currentStep).toBe(STEP.Confirm);
    expect(s.error).toBe('Declined');
    expect(s.isLoading).toBe(false);
  });

  it('forms: a failure stops loading and stores the error', () => {
    const s = run(at('form', 10), { type: 'loading' }, { type: 'failure', error: 'Declined' });
    expect(s.isLoading).toBe(false);
    expect(s.error).toBe('Declined');
    expect(s.currentStep).toBe(STEP.RequestId);
  });

  it('the current step only moves forward', () => {
    const s = wizardReducer(at('record', 9), { type: 'provider', provider });
    expect(s.currentStep).toBe(9);
    expect(wizardReducer(at('record', 9), { type: 'date', date: { kind: 'all' } }).currentStep).toBe(9);
  });

  it('restore takes saved data and the saved step', () => {
    const s = wizardReducer(initialWizardState('form'), {
      type: 'restore',
      state: { rid: 'x', provider },
      currentStep: 6,
    });
    expect(s.currentStep).toBe(6);
    expect(s.rid).toBe('x');
    expect(s.kind).toBe('form');
  });

  it('reset returns to the initial state', () => {
    const s = run(initialWizardState('record'), { type: 'provider', provider }, { type: 'reset' });
    expect(s).toEqual(initialWizardState('record'));
  });

  it('initials and rid change no step', () => {
    const s = run(at('record', 10), { type: 'initials', initials: 'AS' }, { type: 'rid', rid: 'r1', requestId: 1 });
    expect(s.currentStep).toBe(10);
    expect(s.estimateInitials).toBe('AS');
    expect(s.rid).toBe('r1');
  });

  it('keeps the e-authorization language chosen on the form, without moving the step, across a patient change', () => {
    const s = run(
      at('record', 5),
      { type: 'authLanguage', language: 'ar' },
      { type: 'patient', patientId: null, patientInfo: null },
    );
    expect(s.authLanguage).toBe('ar');
    expect(s.currentStep).toBe(5);
  });
});
