/** The documents module's surface for other server modules (CONTRACTS.md). */
export { listRequestDocuments } from './listing';
export {
  authorizationsOf, ownedAuthorization, ownedRequest, requestById, toAuthorizationSummary, userBasics,
} from './repository';
export { addDocument, type DocumentKind } from './service';
export { sendFile } from './send-file';
