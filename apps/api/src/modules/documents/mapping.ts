import { authorizationLanguage, type AuthorizationSummary, type FileRef } from '@portal/shared';
import type { authorizations } from '../../db/schema';

/** How documents and authorizations are shown: their download URLs and summaries (no query here). */

export const documentUrl = (id: number) => `/api/v2/documents/${id}/download`;
export const authorizationUrl = (id: number) => `/api/v2/authorizations/${id}/download`;

export function toFileRef(d: { id: number; name: string }): FileRef {
  return { id: String(d.id), url: documentUrl(d.id), name: d.name };
}

/** The columns of an authorization its summary shows (the request detail reads only these). */
export type AuthorizationSummaryRow = Pick<
  typeof authorizations.$inferSelect,
  'id' | 'name' | 'isFormType' | 'type' | 'formId' | 'authName' | 'language'
>;

export function toAuthorizationSummary(a: AuthorizationSummaryRow): AuthorizationSummary {
  return {
    id: a.id,
    url: authorizationUrl(a.id),
    name: a.name,
    is_form_type: a.isFormType,
    is_upload_authorization: a.type === 'GeneralRelease',
    form_id: a.formId,
    auth_name: a.authName,
    type: a.type === 'GeneralRelease' ? 'GeneralRelease' : 'PatientEAuthorization',
    language: a.type === 'GeneralRelease' ? null : authorizationLanguage(a.language),
  };
}
