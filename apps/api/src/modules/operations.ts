import {
  helpDeskSchema,
  hipaaFormSchema,
  requestBodySchema,
  respondAnswerSchema,
  storeScreenShotFieldsSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { OperationTable } from '../platform/openapi';

/**
 * What each operation is, for the API document (platform/openapi.ts): its operationId, a one-line
 * summary, and what its zod route schema cannot say (multipart bodies, writes without a body,
 * non-JSON answers, errors beyond the common ones). Keyed by "METHOD /url" as registered; the
 * OpenAPI test fails for a route missing here, so a new route cannot ship undocumented.
 */
const file = (description: string) => ({ files: { file: description } });
const CONFLICT = [409];

export const OPERATIONS: OperationTable = {
  'GET /healthz': { id: 'health', summary: 'Liveness: the process answers' },
  'GET /readyz': { id: 'ready', summary: 'Readiness: migrations applied, the database answers, seeding state' },
  'GET /api/v2/config': {
    id: 'getClientConfig',
    summary: 'Public client settings (idle limit, payment gateway key, contact address)',
  },

  'POST /api/v2/auth/sign_up': {
    id: 'signUp',
    summary: 'Create a patient account; answers a one-time hand-off token',
    errors: CONFLICT,
  },
  'POST /api/v2/auth/sign_in': {
    id: 'signIn',
    summary: 'Sign in with e-mail and password; answers a one-time hand-off token',
  },
  'POST /api/v2/auth/exchange': { id: 'exchangeHandoff', summary: 'Exchange the hand-off token for a session token' },
  'POST /api/v2/auth/sign_out': { id: 'signOut', summary: 'End the session' },
  'POST /api/v2/auth/keepalive': {
    id: 'keepAlive',
    summary: 'Keep the session alive ("Are you still there?")',
    noBody: true,
  },
  'POST /api/v2/auth/forgot_password': {
    id: 'forgotPassword',
    summary: 'Mail a password-reset link (same answer whether the address is known or not)',
  },
  'POST /api/v2/auth/reset_password': { id: 'resetPassword', summary: 'Set a new password with a reset token' },

  'GET /api/v2/user': { id: 'getProfile', summary: "The signed-in patient's profile" },
  'POST /api/v2/user': { id: 'updateProfile', summary: 'Update the profile' },
  'PUT /api/v2/user/language': { id: 'setLanguage', summary: "Set the account's language" },
  'GET /api/v2/user/avatar': { id: 'getAvatar', summary: 'The profile picture', produces: 'image/*' },
  'POST /api/v2/user/avatar': {
    id: 'uploadAvatar',
    summary: 'Upload a profile picture',
    multipart: { files: { avatar: 'JPEG or PNG image' } },
  },
  'GET /api/v2/user/{id}/generate_captcha': { id: 'generateCaptcha', summary: 'A captcha for the password change' },
  'PUT /api/v2/user/update_password': {
    id: 'updatePassword',
    summary: 'Change the password (ends the other sessions)',
  },

  'GET /api/v2/custodians': { id: 'searchCustodians', summary: 'Search the provider directory' },
  'GET /api/v2/custodians/get_custodian_suggestion_list': {
    id: 'suggestCustodians',
    summary: 'Provider names for the search box',
  },
  'GET /api/v2/custodians/by_url/{urlId}': { id: 'getCustodianByUrl', summary: 'A provider by its public URL id' },
  'GET /api/v2/custodians/{id}': { id: 'getCustodian', summary: 'One provider' },
  'GET /api/v2/patient/dependents/{id}/custodian_list': {
    id: 'listDependentCustodians',
    summary: 'Providers a dependent has requested from',
  },
  'POST /api/v2/provider_signups/suggested_provider_search': {
    id: 'suggestProvider',
    summary: 'Suggest a provider missing from the directory',
    errors: CONFLICT,
  },

  'GET /api/v2/user/get_favourite_custodians': { id: 'listFavorites', summary: "The patient's favorite providers" },
  'POST /api/v2/user/add_favourite_custodians': { id: 'addFavorite', summary: 'Add a favorite provider' },
  'DELETE /api/v2/user/remove_favourite_custodians': { id: 'removeFavorite', summary: 'Remove a favorite provider' },

  'GET /api/v2/patient/dependents': { id: 'listDependents', summary: "The patient's dependents" },
  'POST /api/v2/patient/dependents': { id: 'createDependent', summary: 'Add a dependent' },
  'GET /api/v2/patient/dependents/{id}': { id: 'getDependent', summary: 'One dependent' },
  'PUT /api/v2/patient/dependents/{id}': { id: 'updateDependent', summary: 'Update a dependent' },
  'DELETE /api/v2/patient/dependents/{id}': { id: 'deleteDependent', summary: 'Remove a dependent' },

  'POST /api/v2/request/record_request': {
    id: 'submitRecordRequest',
    summary: 'Submit a records request, or save it as a draft (`status: draft`)',
    jsonOrMultipart: requestBodySchema,
    errors: [402, 422],
  },
  'POST /api/v2/request/record_request/abandoned_draft_request': {
    id: 'abandonRecordDraft',
    summary: 'Abandon the records request being written',
  },
  'POST /api/v2/request/form_request': {
    id: 'submitFormRequest',
    summary: 'Submit a forms request, or save it as a draft (`status: draft`)',
    jsonOrMultipart: requestBodySchema,
    errors: [402, 422],
  },
  'POST /api/v2/request/form_request/abandoned_draft_form_request': {
    id: 'abandonFormDraft',
    summary: 'Abandon the forms request being written',
  },
  'DELETE /api/v2/request/{rid}': { id: 'deleteDraft', summary: "Delete one of the patient's drafts" },
  'GET /api/v2/request/{rid}': {
    id: 'getRequestForResume',
    summary: 'A request with its wizard draft, for resuming it',
  },
  'GET /api/v2/requests': { id: 'listRequests', summary: "The patient's requests, filtered and paged" },
  'GET /api/v2/requests/filter_options': {
    id: 'getRequestFilterOptions',
    summary: 'The values the request list can be filtered by',
  },
  'GET /api/v2/requests/{rid}/detail': {
    id: 'getRequestDetail',
    summary: "A request's tracking page: status, history, documents, payment",
  },
  'GET /api/v2/requests/{rid}/messages': {
    id: 'listRequestMessages',
    summary: "The request's conversation with the records desk",
  },
  'POST /api/v2/requests/{rid}/messages': {
    id: 'sendRequestMessage',
    summary: 'Write to the records desk about a request',
  },
  'GET /api/v2/refunds': { id: 'listRefunds', summary: "The patient's refund requests" },
  'POST /api/v2/refunds': { id: 'requestRefund', summary: "Ask for a refund of a request's payment", errors: CONFLICT },
  'POST /api/v2/requests/{rid}/respond': {
    id: 'respondToDesk',
    summary: "Answer the desk's question: a written answer, a file, or both",
    multipart: { fields: z.object({ answer: respondAnswerSchema }), files: { file: 'A supporting document' } },
    errors: CONFLICT,
  },
  'GET /api/v2/requests/{rid}/letters/{kind}': {
    id: 'getRequestLetter',
    summary: 'A letter about the request (PDF)',
    produces: 'application/pdf',
    errors: CONFLICT,
  },

  'POST /api/v2/authorizations/e_authorization': {
    id: 'signAuthorization',
    summary: 'Sign the HIPAA release authorization',
  },
  'POST /api/v2/authorizations/e_authorization/preview': {
    id: 'previewAuthorization',
    summary: 'The authorization as it will be signed (PDF)',
    produces: 'application/pdf',
  },
  'GET /api/v2/authorizations/e_authorization/context': {
    id: 'getAuthorizationContext',
    summary: 'What the authorization form shows: patient, provider, languages',
  },
  'POST /api/v2/authorizations/general_release': {
    id: 'uploadGeneralRelease',
    summary: 'Upload a signed release instead of signing one here',
    multipart: file('The signed release (PDF or image)'),
  },
  'GET /api/v2/authorizations': { id: 'listAuthorizations', summary: 'The authorizations of a request' },
  'GET /api/v2/authorizations/{id}/download': {
    id: 'downloadAuthorization',
    summary: 'A signed authorization (PDF)',
    produces: 'application/pdf',
  },
  'GET /api/v2/authorizations/send_upload_government_document_link': {
    id: 'sendGovernmentIdLink',
    summary: 'Mail a link to upload a government ID without signing in',
  },
  'GET /api/v2/authorizations/send_patient_form_document_link': {
    id: 'sendPatientFormLink',
    summary: 'Mail a link to upload a patient form without signing in',
  },
  'GET /api/v2/authorizations/send_hipaa_authorization_link': {
    id: 'sendHipaaLink',
    summary: 'Mail a link to sign the authorization without signing in',
  },
  'GET /api/v2/authorizations/public_link': {
    id: 'checkPublicLink',
    summary: 'Whether a mailed link is still good (public pages)',
  },
  'POST /api/v2/authorizations/upload_hippa_document': {
    id: 'publicSignHipaa',
    summary: 'Sign the authorization from a mailed link (public)',
    multipart: {
      fields: hipaaFormSchema,
      files: { government_id_front: 'Government ID, front', government_id_back: 'Government ID, back' },
    },
  },
  'POST /api/v2/authorizations/upload_government_document': {
    id: 'publicUploadGovernmentId',
    summary: 'Upload a government ID from a mailed link (public)',
    multipart: { files: { frontFile: 'Front of the ID', backFile: 'Back of the ID' } },
  },
  'POST /api/v2/authorizations/upload_patient_form': {
    id: 'publicUploadPatientForm',
    summary: 'Upload a patient form from a mailed link (public)',
    multipart: { files: { form_record: 'The completed form' } },
  },

  'GET /api/v2/authorizations/government_id': { id: 'getGovernmentId', summary: "A request's government ID files" },
  'GET /api/v2/government_documents/show': {
    id: 'showGovernmentId',
    summary: "A request's government ID files (alias)",
  },
  'PATCH /api/v2/government_documents/update': {
    id: 'uploadGovernmentIdSide',
    summary: 'Upload one side of the government ID',
    multipart: file('JPEG, PNG or PDF'),
  },
  'GET /api/v2/authorizations/get_patient_form': { id: 'getPatientForm', summary: "A request's latest patient form" },
  'POST /api/v2/authorizations/patient_form': {
    id: 'uploadPatientForm',
    summary: 'Upload the completed patient form',
    multipart: file('The completed form'),
  },
  'GET /api/v2/documents/supporting': { id: 'listSupportingDocuments', summary: "A request's supporting documents" },
  'POST /api/v2/documents/supporting': {
    id: 'uploadSupportingDocument',
    summary: 'Upload a supporting document',
    multipart: file('A supporting document'),
  },
  'DELETE /api/v2/authorizations/remove_government_id': {
    id: 'removeGovernmentId',
    summary: 'Remove a government ID file',
  },
  'DELETE /api/v2/authorizations/remove_patient_form': { id: 'removePatientForm', summary: 'Remove a patient form' },
  'DELETE /api/v2/documents/supporting/{id}': {
    id: 'removeSupportingDocument',
    summary: 'Remove a supporting document',
  },
  'GET /api/v2/documents/{id}/download': {
    id: 'downloadDocument',
    summary: "One of the patient's documents",
    produces: 'application/octet-stream',
  },

  'GET /api/v2/patient/cards': { id: 'listCards', summary: "The patient's saved cards" },
  'POST /api/v2/patient/cards': { id: 'addCard', summary: 'Save a card set up with the gateway', errors: [409, 422] },
  'GET /api/v2/patient/cards/stripe_customer_payment_methods': {
    id: 'listGatewayPaymentMethods',
    summary: 'The payment methods the gateway holds for the patient',
  },
  'GET /api/v2/patient/cards/setup_payment_intent': {
    id: 'createSetupIntent',
    summary: 'Start saving a card with the gateway',
  },
  'PATCH /api/v2/patient/cards/{id}/default': {
    id: 'setDefaultCard',
    summary: 'Make a card the default',
    noBody: true,
  },
  'GET /api/v2/patient/cards/request_list_link_card': {
    id: 'listRequestsByCard',
    summary: 'The requests each card pays for',
  },
  'PATCH /api/v2/patient/cards/updated_request_with_new_card': {
    id: 'moveRequestsToCard',
    summary: "Pay a card's requests with another card",
  },
  'DELETE /api/v2/patient/cards/remove_payment_method': { id: 'removeCard', summary: 'Remove a saved card' },
  'POST /api/v2/payment_gateway/local/confirm_setup': {
    id: 'localGatewayConfirmSetup',
    summary: 'Built-in gateway (no Stripe): save a test card',
    errors: [422],
  },
  'POST /api/v2/payment_gateway/local/authenticate_setup': {
    id: 'localGatewayAuthenticateSetup',
    summary: "Built-in gateway (no Stripe): complete a card's authentication",
    errors: [422],
  },
  'POST /api/v2/custodians/{id}/get_record_service_charge': {
    id: 'getServiceCharge',
    summary: "A provider's fees for a records or forms request",
    noBody: true,
  },
  'POST /api/v2/payments/store_screen_shot': {
    id: 'storePaymentEvidence',
    summary: "Keep the payment step's evidence (what the patient saw and agreed to)",
    multipart: { fields: storeScreenShotFieldsSchema, files: { image: 'Screenshot of the payment step (PNG)' } },
  },
  'GET /api/v2/payments/requests/{rid}/evidence': {
    id: 'listPaymentEvidence',
    summary: "A request's payment evidence",
  },
  'GET /api/v2/payments/requests/{rid}/evidence/{id}/image': {
    id: 'getPaymentEvidenceImage',
    summary: 'One payment evidence image',
    produces: 'image/png',
  },
  'GET /api/v2/payments/requests/{rid}': { id: 'getRequestPayment', summary: "A request's payment" },
  'POST /api/v2/payments/requests/{rid}/retry': {
    id: 'retryRequestPayment',
    summary: "Charge a request's payment again (another card)",
    errors: [409, 422],
  },
  'GET /api/v2/payments/requests/{rid}/invoice': {
    id: 'getInvoice',
    summary: "A request's invoice (PDF)",
    produces: 'application/pdf',
  },

  'GET /api/v2/patient/storages': { id: 'getStorage', summary: 'The Store & Share subscription and storage used' },
  'POST /api/v2/patient/storages/subscribe': { id: 'subscribe', summary: 'Subscribe to Store & Share', errors: [422] },
  'POST /api/v2/patient/storages/unsubscribe': {
    id: 'unsubscribe',
    summary: 'End Store & Share at the end of the period',
    noBody: true,
  },
  'GET /api/v2/medical_records/requests': { id: 'listRecordRequests', summary: 'Requests with records to download' },
  'GET /api/v2/medical_records/download_link': {
    id: 'getDownloadLink',
    summary: 'A one-time link to download records',
  },
  'POST /api/v2/medical_records/download_link': {
    id: 'createDownloadLink',
    summary: 'A one-time link to download records',
  },
  'GET /api/v2/medical_records/download_all': {
    id: 'downloadAllRecords',
    summary: 'Download records through a one-time link (zip)',
    produces: 'application/zip',
  },
  'GET /api/v2/medical_records/{id}/view': {
    id: 'viewRecord',
    summary: 'View one record file in the browser',
    produces: 'application/octet-stream',
    errors: [402],
  },

  'GET /api/v2/shares': { id: 'listShares', summary: "The patient's shares of records" },
  'POST /api/v2/shares': { id: 'createShare', summary: 'Share records with someone by a code', errors: [402] },
  'POST /api/v2/shares/{id}/revoke': { id: 'revokeShare', summary: 'Revoke a share', noBody: true },
  'POST /api/v2/shared/open': { id: 'openShare', summary: 'Open a share with its code (public)' },
  'GET /api/v2/shared/files/{id}': {
    id: 'getSharedFile',
    summary: "A shared file (public, with the share's access token)",
    produces: 'application/octet-stream',
    errors: [422],
  },

  'POST /api/v2/support/jira': {
    id: 'sendHelpDeskFeedback',
    summary: 'Send feedback to the help desk (public)',
    multipart: { fields: helpDeskSchema },
  },
  'POST /api/v2/error_reports': { id: 'reportClientError', summary: 'Report a crash of the web app (no patient data)' },

  'GET /api/v2/staff/me': { id: 'staffMe', summary: 'The signed-in records-desk user' },
  'GET /api/v2/staff/queue': { id: 'staffQueue', summary: "The records desk's work queue" },
  'GET /api/v2/staff/requests/{rid}': { id: 'staffGetRequest', summary: 'A request as the desk sees it' },
  'POST /api/v2/staff/requests/{rid}/incomplete': {
    id: 'staffMarkIncomplete',
    summary: 'Ask the patient for something (waiting on patient)',
    errors: CONFLICT,
  },
  'POST /api/v2/staff/requests/{rid}/extend': {
    id: 'staffExtend',
    summary: "Extend the request's deadline, with a reason",
    errors: CONFLICT,
  },
  'POST /api/v2/staff/requests/{rid}/price': {
    id: 'staffSetPrice',
    summary: "Set the request's price",
    errors: CONFLICT,
  },
  'POST /api/v2/staff/requests/{rid}/records': {
    id: 'staffUploadRecords',
    summary: 'Upload the records for a request',
    multipart: { files: { files: 'One or more record files (any field name)' } },
    errors: CONFLICT,
  },
  'POST /api/v2/staff/requests/{rid}/complete': {
    id: 'staffComplete',
    summary: 'Complete the request (records delivered)',
    noBody: true,
    errors: CONFLICT,
  },
  'POST /api/v2/staff/requests/{rid}/close': {
    id: 'staffClose',
    summary: 'Close the request without records, with a reason',
    errors: CONFLICT,
  },
  'GET /api/v2/staff/requests/{rid}/audit': { id: 'staffRequestAudit', summary: "The request's audit trail" },
  'GET /api/v2/staff/requests/{rid}/files/{fileId}': {
    id: 'staffGetFile',
    summary: "One of the request's files",
    produces: 'application/octet-stream',
  },
  'GET /api/v2/staff/suggested-providers': {
    id: 'staffListSuggestedProviders',
    summary: 'Providers patients suggested',
  },
  'POST /api/v2/staff/suggested-providers/{id}/approve': {
    id: 'staffApproveProvider',
    summary: 'Add a suggested provider to the directory',
    noBody: true,
    errors: CONFLICT,
  },
  'POST /api/v2/staff/suggested-providers/{id}/reject': {
    id: 'staffRejectProvider',
    summary: 'Reject a suggested provider',
    noBody: true,
    errors: CONFLICT,
  },
  'GET /api/v2/staff/requests/{rid}/messages': {
    id: 'staffListMessages',
    summary: "The request's conversation with the patient",
  },
  'POST /api/v2/staff/requests/{rid}/messages': {
    id: 'staffSendMessage',
    summary: 'Write to the patient about a request',
  },
  'GET /api/v2/staff/refunds': { id: 'staffListRefunds', summary: 'Refund requests to decide' },
  'POST /api/v2/staff/refunds/{id}/decide': {
    id: 'staffDecideRefund',
    summary: 'Approve or refuse a refund',
    errors: CONFLICT,
  },
  'GET /api/v2/staff/tickets': { id: 'staffListTickets', summary: 'Help-desk tickets' },
  'POST /api/v2/staff/tickets/{id}/close': {
    id: 'staffCloseTicket',
    summary: 'Close a help-desk ticket',
    noBody: true,
  },
  'GET /api/v2/staff/crash-reports': { id: 'staffListCrashReports', summary: 'Crash reports from the web app' },
  'POST /api/v2/staff/crash-reports/{id}/close': {
    id: 'staffCloseCrashReport',
    summary: 'Close a crash report',
    noBody: true,
  },
  'GET /api/v2/staff/outbox': { id: 'staffOutbox', summary: 'Mail kept in the outbox (no SMTP, not in production)' },
};
