/** The documents module's surface for other server modules (authorizations, the request detail, the desk). */
export { authorizationsOf, ownedAuthorization, ownedRequest, requestById, userBasics } from './access';
export { listRequestDocuments, requestDocumentsFrom, type RequestDocumentsList } from './list';
export { toAuthorizationSummary, toFileRef, type AuthorizationSummaryRow } from './mapping';
export { addDocument, type DocumentKind } from './service';
export { sendFile } from './send-file';
