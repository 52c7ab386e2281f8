import type { z } from 'zod';
import type {
  AUTH_TYPES,
  PAYMENT_METHODS,
  wizardAuthSchema,
  wizardFileSchema,
  wizardGovtIdSchema,
  wizardPatientInfoSchema,
  wizardProviderSchema,
  wizardSupportingDocSchema,
} from '../../schemas/wizard-draft';
import { STEP, type WizardKind } from './steps';

/**
 * The wizard's state machine of spec section 4 as a pure reducer (one for both flows: the forms
 * flow adds forms, typeId, fileData and patientForm). The current step only moves forward: every
 * transition keeps the maximum, except a records submission failure, which returns to Confirm so
 * the user can try again (nothing was created).
 */
// The parts the draft keeps are typed by its schema (schemas/wizard-draft.ts), shared with the API.
export type WizardFile = z.infer<typeof wizardFileSchema>;
export type WizardGovtId = z.infer<typeof wizardGovtIdSchema>;
export type WizardSupportingDoc = z.infer<typeof wizardSupportingDocSchema>;
export type WizardProvider = z.infer<typeof wizardProviderSchema>;
export type WizardPatientInfo = z.infer<typeof wizardPatientInfoSchema>;
export type WizardAuth = z.infer<typeof wizardAuthSchema>;
export type DateChoice =
  | { kind: 'all' }
  | { kind: 'between'; after: string; before: string }
  | { kind: 'after'; after: string }
  | { kind: 'before'; before: string };
export type AuthType = (typeof AUTH_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export interface WizardRequestDetails {
  reason_for_request: string[];
  record_types: string[];
  scope: string[];
  delivery_method: string;
  rush_request: boolean;
  remarks: string;
  fax_number?: string;
  recipient_name?: string;
  recipient_type?: string;
  remark?: string;
}

export interface WizardState {
  kind: WizardKind;
  currentStep: number;
  provider: WizardProvider | null;
  providerName: string;
  /** null = the signed-in user is the patient; a number = a dependent. */
  patientId: number | null;
  patientInfo: WizardPatientInfo | null;
  date: DateChoice | null;
  authType: AuthType | null;
  auth: WizardAuth | null;
  /** The language chosen on the e-authorization form (one the provider offers); null = not chosen yet. */
  authLanguage: string | null;
  govtId: WizardGovtId;
  supportingDocs: WizardSupportingDoc[];
  requestDetails: WizardRequestDetails | null;
  paymentMethod: PaymentMethod | null;
  payment: number | null;
  cardType: string | null;
  cardNumber: string | null;
  estimateInitials: string;
  requestId: number | null;
  rid: string | null;
  showPrompt: boolean;
  isLoading: boolean;
  error: string | null;
  // forms only
  forms: Array<{ id: number; name: string }>;
  typeId: number | null;
  fileData: WizardFile | null;
  patientForm: string | null;
  /** The chosen provider form's answers (filled in online on the type step). */
  formAnswers: Record<string, string> | null;
}

export const initialWizardState = (kind: WizardKind): WizardState => ({
  kind,
  currentStep: STEP.Provider,
  provider: null,
  providerName: '',
  patientId: null,
  patientInfo: null,
  date: null,
  authType: null,
  auth: null,
  authLanguage: null,
  govtId: { front_file: null, back_file: null },
  supportingDocs: [],
  requestDetails: null,
  paymentMethod: null,
  payment: null,
  cardType: null,
  cardNumber: null,
  estimateInitials: '',
  requestId: null,
  rid: null,
  showPrompt: false,
  isLoading: false,
  error: null,
  forms: [],
  typeId: null,
  fileData: null,
  patientForm: null,
  formAnswers: null,
});

export type WizardAction =
  | { type: 'provider'; provider: WizardProvider }
  | { type: 'patient'; patientId: number | null; patientInfo: WizardPatientInfo | null }
  | { type: 'date'; date: DateChoice }
  | {
      type: 'formType';
      typeId: number;
      patientForm: string;
      forms?: Array<{ id: number; name: string }>;
      answers?: Record<string, string>;
    }
  | { type: 'fileData'; fileData: WizardFile }
  | { type: 'authType'; authType: AuthType }
  | { type: 'auth'; auth: WizardAuth }
  | { type: 'authLanguage'; language: string }
  | { type: 'govtId'; govtId: WizardGovtId; required: boolean }
  | { type: 'supportingDocs'; docs: WizardSupportingDoc[] }
  | { type: 'deleteSupportingDoc'; id: string }
  | { type: 'requestDetails'; details: WizardRequestDetails; changeStep: boolean }
  | { type: 'paymentMethod'; method: PaymentMethod; cardId?: number | null }
  | { type: 'cardNumber'; cardNumber: string }
  | { type: 'cardType'; cardType: string }
  | { type: 'initials'; initials: string }
  | { type: 'rid'; rid: string; requestId?: number | null }
  | { type: 'loading' }
  | { type: 'requestId'; rid: string; requestId: number | null }
  | { type: 'failure'; error: string }
  | { type: 'restore'; state: Partial<WizardState>; currentStep: number }
  | { type: 'hidePrompt' }
  | { type: 'reset' };

const forward = (s: WizardState, step: number) => Math.max(s.currentStep, step);

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'provider':
      return {
        ...s,
        provider: a.provider,
        providerName: a.provider.name,
        showPrompt: true,
        currentStep: forward(s, STEP.Patient),
      };
    case 'patient':
      // A different patient needs a different authorization: it is cleared.
      return {
        ...s,
        patientId: a.patientId,
        patientInfo: a.patientInfo,
        auth: null,
        currentStep: forward(s, STEP.DateOrType),
      };
    case 'date':
      return { ...s, date: a.date, currentStep: forward(s, STEP.AuthSelection) };
    case 'formType':
      return {
        ...s,
        typeId: a.typeId,
        patientForm: a.patientForm,
        forms: a.forms ?? s.forms,
        formAnswers: a.answers ?? null,
        currentStep: forward(s, STEP.Authorization),
      };
    case 'fileData':
      // An uploaded form replaces a provider form chosen before.
      return {
        ...s,
        fileData: a.fileData,
        typeId: null,
        patientForm: a.fileData.name,
        formAnswers: null,
        currentStep: forward(s, STEP.AuthSelection),
      };
    case 'authType':
      return { ...s, authType: a.authType, currentStep: forward(s, STEP.Authorization) };
    case 'auth':
      return { ...s, auth: a.auth, currentStep: forward(s, STEP.GovtId) };
    case 'authLanguage':
      return { ...s, authLanguage: a.language };
    case 'govtId': {
      const complete = Boolean(a.govtId.front_file && a.govtId.back_file);
      // Records advance only when the ID is not required or both sides exist (spec section 4).
      const advance = s.kind === 'form' || !a.required || complete;
      return { ...s, govtId: a.govtId, currentStep: advance ? forward(s, STEP.SupportingDocs) : s.currentStep };
    }
    case 'supportingDocs':
      return { ...s, supportingDocs: a.docs, currentStep: forward(s, STEP.RequestDetails) };
    case 'deleteSupportingDoc':
      return { ...s, supportingDocs: s.supportingDocs.map((d) => (d.id === a.id ? { ...d, deleted: true } : d)) };
    case 'requestDetails':
      return { ...s, requestDetails: a.details, currentStep: a.changeStep ? forward(s, STEP.Payment) : s.currentStep };
    case 'paymentMethod':
      return {
        ...s,
        paymentMethod: a.method,
        payment: a.method === 'card' ? (a.cardId ?? null) : null,
        currentStep: forward(s, STEP.Confirm),
      };
    case 'cardNumber':
      return { ...s, cardNumber: a.cardNumber, currentStep: forward(s, STEP.Confirm) };
    case 'cardType':
      return { ...s, cardType: a.cardType, currentStep: forward(s, STEP.Confirm) };
    case 'initials':
      return { ...s, estimateInitials: a.initials };
    case 'rid':
      return { ...s, rid: a.rid, requestId: a.requestId ?? s.requestId };
    case 'loading':
      return { ...s, isLoading: true, error: null, currentStep: forward(s, STEP.RequestId) };
    case 'requestId':
      return {
        ...s,
        isLoading: false,
        rid: a.rid,
        requestId: a.requestId,
        error: null,
        showPrompt: false,
        currentStep: forward(s, STEP.Confirm),
      };
    case 'failure':
      if (s.kind === 'record') return { ...s, isLoading: false, error: a.error, currentStep: STEP.Confirm };
      return { ...s, isLoading: false, error: a.error };
    case 'restore':
      return {
        ...s,
        ...a.state,
        kind: s.kind,
        currentStep: forward(s, a.currentStep),
        showPrompt: true,
        isLoading: false,
        error: null,
      };
    case 'hidePrompt':
      return { ...s, showPrompt: false };
    case 'reset':
      return initialWizardState(s.kind);
  }
}
