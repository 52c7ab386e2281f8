import {
  AUTHORIZATION_TEXTS,
  SENSITIVE_CATEGORIES,
  authorizationDocument,
  providerAddressLine,
  scopeOf,
  type AuthorizationLanguage,
  type AuthorizationScope,
  type ScopeAnswers,
  type SignerRole,
} from '@portal/shared';
import type { authorizations, custodians, requests } from '../../db/schema';
import { patientCatalog } from '../../platform/mail-templates';

type RequestRow = Pick<
  typeof requests.$inferSelect,
  | 'requestType'
  | 'allRecords'
  | 'recordsAfter'
  | 'recordsBefore'
  | 'recordTypes'
  | 'reasonForRequest'
  | 'deliveryMethod'
  | 'faxNumber'
  | 'recipientName'
  | 'recipientType'
  | 'formId'
  | 'custodianForm'
>;
type CustodianRow = Pick<
  typeof custodians.$inferSelect,
  | 'name'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'patientEAuthorizationType'
  | 'sensitiveInformationOptions'
  | 'patientFormTemplates'
>;

/** How the signer answered on the authorization step (the form at signing, the stored row after). */
export type { ScopeAnswers };

/** The answers a stored e-authorization holds. */
export function answersOf(row: typeof authorizations.$inferSelect): ScopeAnswers {
  const role = (row.authRole ?? 'patient') as SignerRole;
  return {
    patient: { name: row.authName ?? '', dob: row.authDob ?? '' },
    role,
    signerName: role === 'patient' ? (row.authName ?? '') : (row.authExtraValue ?? ''),
    authority: row.authAuthority,
    release: row.releaseSensitiveInfo === null ? null : row.releaseSensitiveInfo ? 'yes' : 'no',
    chosen: row.sensitiveInfo,
  };
}

export const sensitiveAsked = (c: Pick<CustodianRow, 'sensitiveInformationOptions'> | null) =>
  ((c?.sensitiveInformationOptions as unknown[] | null)?.length ?? 0) > 0;

export const providerCategories = (c: Pick<CustodianRow, 'patientEAuthorizationType'> | null): string[] =>
  c?.patientEAuthorizationType?.length ? c.patientEAuthorizationType : [...SENSITIVE_CATEGORIES];

/** The provider's address on one line (street, city, state and ZIP as far as known). */
export function addressLine(c: CustodianRow | null): string {
  return c ? providerAddressLine(c) : '';
}

export interface ScopeParties {
  language: AuthorizationLanguage;
  request: RequestRow;
  custodian: CustodianRow | null;
  /** The account holder: where the patient's own copy goes. */
  account: { name: string; email: string };
  answers: ScopeAnswers;
  signedAt: Date;
  /**
   * Signed on the public HIPAA page: the person who asked for the authorization (the account
   * holder, with their organisation) receives the records, and no sensitive question is asked.
   */
  requester?: string;
}

/**
 * The signed document's scope from the request as it stands (the shared `scopeOf`, which the
 * confirm step also runs in the browser): the stored rows turned into its inputs, the request
 * information's labels in the document's language.
 */
export function authorizationScope(p: ScopeParties): AuthorizationScope {
  const { request: r } = p;
  const template = r.formId ? p.custodian?.patientFormTemplates?.find((f) => f.id === r.formId) : undefined;
  return scopeOf(
    {
      language: p.language,
      request: r,
      form: r.requestType === 'Form' ? (template?.name ?? r.custodianForm ?? null) : null,
      provider: p.custodian
        ? {
            name: p.custodian.name,
            address: addressLine(p.custodian),
            asksSensitive: sensitiveAsked(p.custodian),
            categories: providerCategories(p.custodian),
          }
        : null,
      account: p.account,
      answers: p.answers,
      signedAt: p.signedAt,
      ...(p.requester ? { requester: p.requester } : {}),
    },
    patientCatalog(p.language).wizard.requestInfo,
  );
}

/**
 * The scope in English, one line per element: the audit certificate's record of what was shown
 * and signed, and what the records desk reads next to the PDF.
 */
export function scopeLinesEnglish(p: Omit<ScopeParties, 'language'>): string[] {
  const doc = authorizationDocument(AUTHORIZATION_TEXTS.en, authorizationScope({ ...p, language: 'en' }));
  return doc.paragraphs.filter((x) => !x.small).map((x) => x.text);
}

/** The certificate's rows for the scope lines: what the document states, in English. */
export const shownRows = (lines: string[]): Array<[string, string]> =>
  lines.map((line, i) => [i === 0 ? 'Document states (English)' : '', line]);
