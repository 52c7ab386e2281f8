import {
  helpDeskSchema,
  hipaaFormSchema,
  requestBodySchema,
  respondAnswerSchema,
  storeScreenShotFieldsSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { OperationTable } from '../platform/openapi';
import { STAFF_OPERATIONS } from './staff-operations';

/**
 * What each operation is, for the API document (platform/openapi.ts): a one-line summary, and what
 * its zod route schema cannot say (multipart bodies, writes without a body, non-JSON answers,
 * errors beyond the common ones). Keyed by operationId, the shared ENDPOINTS table's keys (which
 * hold each one's method and path); TypeScript requires an entry for every endpoint, and the
 * OpenAPI test fails for a route missing from ENDPOINTS, so a new route cannot ship undocumented.
 */
const file = (description: string) => ({ files: { file: description } });
const CONFLICT = [409];

export const OPERATIONS: OperationTable = {
  ...STAFF_OPERATIONS,
  health: { summary: 'Liveness: the process answers' },
  ready: { summary: 'Readiness: migrations applied, the database answers, seeding state' },
  getClientConfig: {
    summary: 'Public client settings (idle limit, payment gateway key, contact address)',
  },

  signUp: {
    summary: 'Create a patient account; answers a one-time hand-off token',
    errors: CONFLICT,
  },
  signIn: {
    summary: 'Sign in with e-mail and password; answers a one-time hand-off token',
  },
  exchangeHandoff: { summary: 'Exchange the hand-off token for a session token' },
  mfaCode: {
    summary: 'Second sign-in step: an authenticator or recovery code; answers the hand-off token',
    errors: [429],
  },
  mfaPasskeyOptions: { summary: 'Second sign-in step: the passkey challenge' },
  mfaPasskey: { summary: 'Second sign-in step: the passkey answer; answers the hand-off token' },
  mfaEnrolTotp: { summary: 'Records desk, first sign-in: set up an authenticator app' },
  mfaEnrolConfirm: {
    summary: 'Records desk, first sign-in: confirm the app with its first code; answers recovery codes',
  },
  mfaContinue: { summary: 'Records desk, first sign-in: the hand-off token once the factor is enrolled' },
  mfaRecovery: { summary: 'Every factor lost: mails the link that starts a recovery to the account (second step)' },
  recoveryStart: { summary: 'Recovery link followed: starts the waiting period, mails the cancel link' },
  recoveryStatus: { summary: 'Where a recovery stands: when its waiting period ends' },
  recoveryFinish: {
    summary:
      'After the waiting period: the link and the password remove every factor; answers the hand-off (or the desk enrolment)',
    errors: [429],
  },
  recoveryCancel: { summary: 'One-click cancel of a waiting recovery (from its mail)' },
  passkeyOptions: { summary: 'Passkey sign-in without a password: the challenge', noBody: true },
  passkeySignIn: { summary: 'Passkey sign-in without a password: the answer; answers the hand-off token' },
  signOut: { summary: 'End the session' },
  keepAlive: {
    summary: 'Keep the session alive ("Are you still there?")',
    noBody: true,
  },
  forgotPassword: {
    summary: 'Mail a password-reset link (same answer whether the address is known or not)',
  },
  resetPassword: { summary: 'Set a new password with a reset token' },

  getProfile: { summary: "The signed-in patient's profile" },
  updateProfile: { summary: 'Update the profile' },
  setLanguage: { summary: "Set the account's language" },
  getAvatar: { summary: 'The profile picture', produces: 'image/*' },
  uploadAvatar: {
    summary: 'Upload a profile picture',
    multipart: { files: { avatar: 'JPEG or PNG image' } },
  },
  getSecurity: { summary: 'Second factors and recovery codes left' },
  startTotp: { summary: 'Start setting up an authenticator app (QR code and secret)', noBody: true },
  confirmTotp: { summary: 'Confirm the authenticator app with its first code', errors: [428, 429] },
  passkeyRegistrationOptions: { summary: 'The options to create a passkey', noBody: true },
  addPasskey: { summary: 'Add a passkey' },
  removeFactor: { summary: 'Remove a second factor (asks for a recent proof)', errors: [428] },
  newRecoveryCodes: { summary: 'A new set of recovery codes (asks for a recent proof)', noBody: true, errors: [428] },
  stepUpOptions: { summary: 'How this account can prove it is itself again', noBody: true },
  stepUp: { summary: 'Prove it is you again (factor, or password when none)', errors: [429] },
  cancelFactorRecovery: { summary: "Cancel a recovery by mail waiting to remove this account's factors" },
  generateCaptcha: { summary: 'A captcha for the password change' },
  updatePassword: {
    summary: 'Change the password (ends the other sessions)',
  },

  searchCustodians: { summary: 'Search the provider directory' },
  suggestCustodians: {
    summary: 'Provider names for the search box',
  },
  getCustodianByUrl: { summary: 'A provider by its public URL id' },
  getCustodian: { summary: 'One provider' },
  listDependentCustodians: {
    summary: 'Providers a dependent has requested from',
  },
  suggestProvider: {
    summary: 'Suggest a provider missing from the directory',
    errors: CONFLICT,
  },

  listFavorites: { summary: "The patient's favorite providers" },
  addFavorite: { summary: 'Add a favorite provider' },
  removeFavorite: { summary: 'Remove a favorite provider' },

  listDependents: { summary: "The patient's dependents" },
  createDependent: { summary: 'Add a dependent' },
  getDependent: { summary: 'One dependent' },
  updateDependent: { summary: 'Update a dependent' },
  deleteDependent: { summary: 'Remove a dependent' },

  submitRecordRequest: {
    summary: 'Submit a records request, or save it as a draft (`status: draft`)',
    jsonOrMultipart: requestBodySchema,
    errors: [402, 422],
  },
  abandonRecordDraft: {
    summary: 'Abandon the records request being written',
  },
  submitFormRequest: {
    summary: 'Submit a forms request, or save it as a draft (`status: draft`)',
    jsonOrMultipart: requestBodySchema,
    errors: [402, 422],
  },
  abandonFormDraft: {
    summary: 'Abandon the forms request being written',
  },
  deleteDraft: { summary: "Delete one of the patient's drafts" },
  getRequestForResume: {
    summary: 'A request with its wizard draft, for resuming it',
  },
  getHome: { summary: "What waits on the patient now (the home's to-dos), most pressing first" },
  listRequests: { summary: "The patient's requests, filtered and paged" },
  getRequestFilterOptions: {
    summary: 'The values the request list can be filtered by',
  },
  getRequestDetail: {
    summary: "A request's tracking page: status, history, documents, payment",
  },
  listRequestMessages: {
    summary: "The request's conversation with the records desk",
  },
  sendRequestMessage: {
    summary: 'Write to the records desk about a request',
  },
  listRefunds: { summary: "The patient's refund requests" },
  requestRefund: { summary: "Ask for a refund of a request's payment", errors: CONFLICT },
  respondToDesk: {
    summary: "Answer the desk's question: a written answer, a file, or both",
    multipart: { fields: z.object({ answer: respondAnswerSchema }), files: { file: 'A supporting document' } },
    errors: CONFLICT,
  },
  getNoRecordsStatement: {
    summary: "The provider's signed statement that no records exist (PDF)",
    produces: 'application/pdf',
  },
  approvePrice: { summary: 'Approve a price above what the patient authorized', noBody: true, errors: [409, 422] },
  declinePrice: { summary: 'Decline a price above what the patient authorized, with a reason', errors: CONFLICT },
  getRevocationContext: {
    summary: 'What revoking the authorization shows: whether it is allowed, the signer, the languages',
  },
  revokeAuthorization: {
    summary:
      'Revoke the authorization before fulfilment: a signed revocation PDF closes the request and releases the hold',
    errors: CONFLICT,
  },
  getRequestLetter: {
    summary: 'A letter about the request (PDF)',
    produces: 'application/pdf',
    errors: CONFLICT,
  },

  signAuthorization: {
    summary: 'Sign the HIPAA release authorization',
  },
  previewAuthorization: {
    summary: 'The authorization as it will be signed (PDF)',
    produces: 'application/pdf',
  },
  getAuthorizationContext: {
    summary: 'What the authorization form shows: patient, provider, languages',
  },
  getSignedAuthorization: {
    summary: 'What the authorization step adopted, for the confirm step to show the completed scope',
  },
  uploadGeneralRelease: {
    summary: 'Upload a signed release instead of signing one here',
    multipart: file('The signed release (PDF or image)'),
  },
  listAuthorizations: { summary: 'The authorizations of a request' },
  downloadAuthorization: {
    summary: 'A signed authorization (PDF)',
    produces: 'application/pdf',
  },
  sendGovernmentIdLink: {
    summary: 'Mail a link to upload a government ID without signing in',
  },
  sendPatientFormLink: {
    summary: 'Mail a link to upload a patient form without signing in',
  },
  sendHipaaLink: {
    summary: 'Mail a link to sign the authorization without signing in',
  },
  checkPublicLink: {
    summary: 'Whether a mailed link is still good (public pages)',
  },
  publicSignHipaa: {
    summary: 'Sign the authorization from a mailed link (public)',
    multipart: {
      fields: hipaaFormSchema,
      files: { government_id_front: 'Government ID, front', government_id_back: 'Government ID, back' },
    },
  },
  publicUploadGovernmentId: {
    summary: 'Upload a government ID from a mailed link (public)',
    multipart: { files: { frontFile: 'Front of the ID', backFile: 'Back of the ID' } },
  },
  publicUploadPatientForm: {
    summary: 'Upload a patient form from a mailed link (public)',
    multipart: { files: { form_record: 'The completed form' } },
  },

  getGovernmentId: { summary: "A request's government ID files" },
  showGovernmentId: {
    summary: "A request's government ID files (alias)",
  },
  uploadGovernmentIdSide: {
    summary: 'Upload one side of the government ID',
    multipart: file('JPEG, PNG or PDF'),
  },
  getPatientForm: { summary: "A request's latest patient form" },
  uploadPatientForm: {
    summary: 'Upload the completed patient form',
    multipart: file('The completed form'),
  },
  listSupportingDocuments: { summary: "A request's supporting documents" },
  uploadSupportingDocument: {
    summary: 'Upload a supporting document',
    multipart: file('A supporting document'),
  },
  removeGovernmentId: {
    summary: 'Remove a government ID file',
  },
  removePatientForm: { summary: 'Remove a patient form' },
  removeSupportingDocument: {
    summary: 'Remove a supporting document',
  },
  downloadDocument: {
    summary: "One of the patient's documents",
    produces: 'application/octet-stream',
  },

  listCards: { summary: "The patient's saved cards" },
  addCard: { summary: 'Save a card set up with the gateway', errors: [409, 422] },
  listGatewayPaymentMethods: {
    summary: 'The payment methods the gateway holds for the patient',
  },
  createSetupIntent: {
    summary: 'Start saving a card with the gateway',
  },
  setDefaultCard: {
    summary: 'Make a card the default',
    noBody: true,
  },
  listRequestsByCard: {
    summary: 'The requests each card pays for',
  },
  moveRequestsToCard: {
    summary: "Pay a card's requests with another card",
  },
  removeCard: { summary: 'Remove a saved card' },
  localGatewayConfirmSetup: {
    summary: 'Built-in gateway (no Stripe): save a test card',
    errors: [422],
  },
  localGatewayAuthenticateSetup: {
    summary: "Built-in gateway (no Stripe): complete a card's authentication",
    errors: [422],
  },
  getServiceCharge: {
    summary: "A provider's fees for a records or forms request",
    noBody: true,
  },
  storePaymentEvidence: {
    summary: "Keep the payment step's evidence (what the patient saw and agreed to)",
    multipart: { fields: storeScreenShotFieldsSchema, files: { image: 'Screenshot of the payment step (PNG)' } },
  },
  listPaymentEvidence: {
    summary: "A request's payment evidence",
  },
  getPaymentEvidenceImage: {
    summary: 'One payment evidence image',
    produces: 'image/png',
  },
  getRequestPayment: { summary: "A request's payment" },
  retryRequestPayment: {
    summary: "Charge a request's payment again (another card)",
    errors: [409, 422],
  },
  getInvoice: {
    summary: "A request's invoice (PDF)",
    produces: 'application/pdf',
  },

  getStorage: { summary: 'The Store & Share subscription and storage used' },
  subscribe: { summary: 'Subscribe to Store & Share', errors: [422] },
  unsubscribe: {
    summary: 'End Store & Share at the end of the period',
    noBody: true,
  },
  listRecordRequests: { summary: 'Requests with records to download' },
  getDownloadLink: {
    summary: 'A one-time link to download records',
  },
  createDownloadLink: {
    summary: 'A one-time link to download records',
  },
  downloadAllRecords: {
    summary: 'Download records through a one-time link (zip)',
    produces: 'application/zip',
  },
  viewRecord: {
    summary: 'View one record file in the browser',
    produces: 'application/octet-stream',
    errors: [402],
  },

  listShares: { summary: "The patient's shares of records" },
  createShare: { summary: 'Share records with someone by a code', errors: [402] },
  revokeShare: { summary: 'Revoke a share', noBody: true },
  openShare: { summary: 'Open a share with its code (public)' },
  getSharedFile: {
    summary: "A shared file (public, with the share's access token)",
    produces: 'application/octet-stream',
    errors: [422],
  },

  sendHelpDeskFeedback: {
    summary: 'Send feedback to the help desk (public)',
    multipart: { fields: helpDeskSchema },
  },
  reportClientError: { summary: 'Report a crash of the web app (no patient data)' },

  listCaregivers: { summary: "The patient's caregivers: scope, status, end date" },
  inviteCaregiver: { summary: 'Invite a caregiver by e-mail, with a scope, an authority and an optional end date' },
  updateCaregiver: { summary: "Change a caregiver's scope, authority, end date or Part 2 consent" },
  revokeCaregiver: { summary: "End a caregiver's access at once", noBody: true },
  caregiverActivity: { summary: 'What a caregiver did for the patient' },
  getCaregiverInvite: { summary: 'What a caregiver invitation grants (public, with its mailed token)' },
  acceptCaregiverInvite: { summary: 'Accept a caregiver invitation with the signed-in account', errors: CONFLICT },
  listActingGrants: { summary: 'The patients the signed-in user may act for' },
  leaveActingGrant: { summary: 'Stop being a caregiver for a patient', noBody: true },
};
