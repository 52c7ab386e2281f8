import { z } from 'zod';
import type { EndpointId } from '../endpoints';
import { MESSAGES } from '../messages';
import { emailSchema } from './common';

/**
 * Caregivers: an adult patient lets another adult act for them with their own sign-in. What the
 * caregiver may do is a set of scopes the patient chooses; every API operation declares the one
 * it needs (CAREGIVER_ROUTE_SCOPE), and one without a scope is refused while acting.
 */
export const CAREGIVER_SCOPES = ['requests_view', 'requests_make', 'records', 'chat', 'payments'] as const;
export type CaregiverScope = (typeof CAREGIVER_SCOPES)[number];

/** The authority a caregiver holds, stated on the authorizations they sign. */
export const CAREGIVER_ROLES = ['power_of_attorney', 'personal_representative', 'spouse_or_family', 'other'] as const;
export type CaregiverRole = (typeof CAREGIVER_ROLES)[number];

export const CAREGIVER_STATUSES = ['invited', 'active', 'revoked', 'left', 'expired'] as const;
export type CaregiverStatus = (typeof CAREGIVER_STATUSES)[number];

/** The header the web app sends on every call made while acting for a patient: the grant's id. */
export const ACTING_FOR_HEADER = 'x-acting-for';

const endsOnSchema = z
  .union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)])
  .optional()
  .transform((v) => (v ? v : null));

const scopesSchema = z
  .array(z.enum(CAREGIVER_SCOPES))
  .min(1, MESSAGES.required)
  .transform((s) => [...new Set(s)]);

export const caregiverInviteSchema = z.object({
  email: emailSchema,
  scopes: scopesSchema,
  role: z.enum(CAREGIVER_ROLES, { error: MESSAGES.required }),
  ends_on: endsOnSchema,
  part2_consent: z.boolean().default(false),
});
export type CaregiverInvite = z.input<typeof caregiverInviteSchema>;

export const caregiverUpdateSchema = z.object({
  scopes: scopesSchema,
  role: z.enum(CAREGIVER_ROLES, { error: MESSAGES.required }),
  ends_on: endsOnSchema,
  part2_consent: z.boolean(),
});

/** A grant as its patient sees it. */
export const caregiverGrantSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** The caregiver's name once they accepted (null while invited). */
  name: z.string().nullable(),
  scopes: z.array(z.enum(CAREGIVER_SCOPES)),
  role: z.enum(CAREGIVER_ROLES),
  ends_on: z.string().nullable(),
  part2_consent: z.boolean(),
  status: z.enum(CAREGIVER_STATUSES),
  invited_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type CaregiverGrant = z.infer<typeof caregiverGrantSchema>;
export const caregiverGrantListSchema = z.object({ caregivers: z.array(caregiverGrantSchema) });

/** A grant as its caregiver sees it: whom they may act for, and how. */
export const actingGrantSchema = z.object({
  id: z.number(),
  patient_name: z.string(),
  scopes: z.array(z.enum(CAREGIVER_SCOPES)),
  role: z.enum(CAREGIVER_ROLES),
  ends_on: z.string().nullable(),
  part2_consent: z.boolean(),
});
export type ActingGrant = z.infer<typeof actingGrantSchema>;
export const actingGrantListSchema = z.object({ grants: z.array(actingGrantSchema) });

export const CAREGIVER_ACTIONS = ['viewed', 'downloaded', 'requested', 'chatted', 'paid', 'changed'] as const;
export type CaregiverAction = (typeof CAREGIVER_ACTIONS)[number];

export const caregiverActivitySchema = z.object({
  activity: z.array(
    z.object({
      at: z.string(),
      action: z.enum(CAREGIVER_ACTIONS),
      operation: z.string(),
      entity: z.string().nullable(),
    }),
  ),
});

export const caregiverInviteTokenSchema = z.object({ token: z.string().min(10).max(200) });
/** What the invitation page shows before it is accepted. */
export const caregiverInviteInfoSchema = z.object({
  patient_name: z.string(),
  email: z.string(),
  scopes: z.array(z.enum(CAREGIVER_SCOPES)),
  role: z.enum(CAREGIVER_ROLES),
  ends_on: z.string().nullable(),
});

/**
 * What each operation needs of a caregiver acting for a patient: a scope, or null (refused while
 * acting: the patient's sign-in, factors, e-mail, profile, dependents, shares, caregivers). Keyed
 * by every operationId, so TypeScript asks for a decision on each new operation; public and desk
 * operations are null (the header changes nothing on a public route; a patient session never
 * reaches the desk's).
 */
export const CAREGIVER_ROUTE_SCOPE: Record<EndpointId, CaregiverScope | null> = {
  health: null,
  ready: null,
  getClientConfig: null,
  signUp: null,
  signIn: null,
  exchangeHandoff: null,
  signOut: null,
  keepAlive: null,
  forgotPassword: null,
  resetPassword: null,
  mfaCode: null,
  mfaPasskeyOptions: null,
  mfaPasskey: null,
  mfaEnrolTotp: null,
  mfaEnrolConfirm: null,
  mfaContinue: null,
  passkeyOptions: null,
  passkeySignIn: null,
  getProfile: null,
  // Recovering a lost second factor is the account holder's own sign-in: never while acting.
  mfaRecovery: null,
  recoveryStart: null,
  recoveryStatus: null,
  recoveryFinish: null,
  recoveryCancel: null,
  cancelFactorRecovery: null,
  updateProfile: null,
  setLanguage: null,
  getAvatar: null,
  uploadAvatar: null,
  generateCaptcha: null,
  updatePassword: null,
  getSecurity: null,
  startTotp: null,
  confirmTotp: null,
  passkeyRegistrationOptions: null,
  addPasskey: null,
  removeFactor: null,
  newRecoveryCodes: null,
  stepUpOptions: null,
  stepUp: null,
  searchCustodians: 'requests_make',
  suggestCustodians: 'requests_make',
  getCustodianByUrl: 'requests_make',
  getCustodian: 'requests_make',
  listDependentCustodians: null,
  suggestProvider: 'requests_make',
  listFavorites: 'requests_make',
  addFavorite: null,
  removeFavorite: null,
  listDependents: null,
  createDependent: null,
  getDependent: null,
  updateDependent: null,
  deleteDependent: null,
  submitRecordRequest: 'requests_make',
  abandonRecordDraft: 'requests_make',
  submitFormRequest: 'requests_make',
  abandonFormDraft: 'requests_make',
  deleteDraft: 'requests_make',
  getRequestForResume: 'requests_make',
  listRequests: 'requests_view',
  getHome: 'requests_view',
  getRequestFilterOptions: 'requests_view',
  getRequestDetail: 'requests_view',
  listRequestMessages: 'chat',
  sendRequestMessage: 'chat',
  listRefunds: 'payments',
  requestRefund: 'payments',
  respondToDesk: 'requests_make',
  getRequestLetter: 'requests_view',
  getNoRecordsStatement: 'records',
  approvePrice: 'payments',
  declinePrice: 'payments',
  getRevocationContext: 'requests_make',
  revokeAuthorization: 'requests_make',
  signAuthorization: 'requests_make',
  previewAuthorization: 'requests_make',
  getAuthorizationContext: 'requests_make',
  getSignedAuthorization: 'requests_make',
  uploadGeneralRelease: 'requests_make',
  listAuthorizations: 'requests_view',
  downloadAuthorization: 'records',
  sendGovernmentIdLink: 'requests_make',
  sendPatientFormLink: 'requests_make',
  sendHipaaLink: 'requests_make',
  checkPublicLink: null,
  publicSignHipaa: null,
  publicUploadGovernmentId: null,
  publicUploadPatientForm: null,
  getGovernmentId: 'requests_make',
  showGovernmentId: 'requests_make',
  uploadGovernmentIdSide: 'requests_make',
  getPatientForm: 'requests_make',
  uploadPatientForm: 'requests_make',
  listSupportingDocuments: 'requests_make',
  uploadSupportingDocument: 'requests_make',
  removeGovernmentId: 'requests_make',
  removePatientForm: 'requests_make',
  removeSupportingDocument: 'requests_make',
  downloadDocument: 'requests_make',
  listCards: 'payments',
  addCard: 'payments',
  listGatewayPaymentMethods: 'payments',
  createSetupIntent: 'payments',
  setDefaultCard: 'payments',
  listRequestsByCard: 'payments',
  moveRequestsToCard: 'payments',
  removeCard: 'payments',
  localGatewayConfirmSetup: 'payments',
  localGatewayAuthenticateSetup: 'payments',
  getServiceCharge: 'requests_make',
  storePaymentEvidence: 'requests_make',
  listPaymentEvidence: 'payments',
  getPaymentEvidenceImage: 'payments',
  getRequestPayment: 'payments',
  retryRequestPayment: 'payments',
  getInvoice: 'payments',
  getStorage: 'records',
  subscribe: 'payments',
  unsubscribe: 'payments',
  listRecordRequests: 'records',
  getDownloadLink: 'records',
  createDownloadLink: 'records',
  downloadAllRecords: 'records',
  viewRecord: 'records',
  listShares: null,
  createShare: null,
  revokeShare: null,
  openShare: null,
  getSharedFile: null,
  sendHelpDeskFeedback: null,
  reportClientError: null,
  staffMe: null,
  staffQueue: null,
  staffGetRequest: null,
  staffMarkIncomplete: null,
  staffExtend: null,
  staffSetPrice: null,
  staffUploadRecords: null,
  staffComplete: null,
  staffClose: null,
  staffCloseNoRecords: null,
  staffRequestAudit: null,
  staffGetFile: null,
  staffListSuggestedProviders: null,
  staffApproveProvider: null,
  staffRejectProvider: null,
  staffListMessages: null,
  staffSendMessage: null,
  staffListRefunds: null,
  staffDecideRefund: null,
  staffListTickets: null,
  staffCloseTicket: null,
  staffListCrashReports: null,
  staffCloseCrashReport: null,
  staffOutbox: null,
  listCaregivers: null,
  inviteCaregiver: null,
  updateCaregiver: null,
  revokeCaregiver: null,
  caregiverActivity: null,
  getCaregiverInvite: null,
  acceptCaregiverInvite: null,
  listActingGrants: null,
  leaveActingGrant: null,
};

/**
 * What the activity log calls a successful operation made while acting (null: not logged). A
 * wizard's saved draft is a change, not a request: only its submission is "requested".
 */
export function caregiverActionOf(
  id: EndpointId,
  method: string,
  { draft = false }: { draft?: boolean } = {},
): CaregiverAction | null {
  const scope = CAREGIVER_ROUTE_SCOPE[id];
  if (!scope) return null;
  if (scope === 'chat') return method === 'GET' ? 'viewed' : 'chatted';
  if (/download|Letter|Statement|Invoice|viewRecord|Image/i.test(id) && method === 'GET') return 'downloaded';
  if (id === 'submitRecordRequest' || id === 'submitFormRequest') return draft ? 'changed' : 'requested';
  if (method === 'GET') return 'viewed';
  if (scope === 'payments') return 'paid';
  return 'changed';
}
