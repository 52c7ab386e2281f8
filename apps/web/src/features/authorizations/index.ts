/** The authorizations feature's public surface (CONTRACTS.md); other features import only from here. */
export { EAuthorizationForm, type EAuthorizationFormProps } from './components/e-authorization-form';
export {
  GeneralReleaseUpload,
  GovtIdUpload,
  SupportingDocsUpload,
  PatientFormUpload,
} from './components/document-uploads';
export { UploadZone, type UploadZoneProps } from './components/upload-zone';
export { SignaturePanel, type SignatureValue } from './components/signature-panel';
export { downloadFile } from '../../lib/download';
export { SentAuthorizationButton } from './components/sent-authorization-button';
export type { GovtIdValue, FileRef, AuthorizationSummary } from '@portal/shared';
export { PhoneHandoff } from './components/phone-handoff';
export { CompletedAuthorization, scopeRequestOf } from './components/completed-authorization';
