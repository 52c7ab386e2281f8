import {
  AUTHORIZATION_TEXTS,
  SENSITIVE_CATEGORIES,
  parseMdy,
  authorizationDocument,
  type AuthorizationLanguage,
  type AuthorizationScope,
  type SignerRole,
} from '@portal/shared';
import type { authorizations, custodians, requests } from '../../db/schema';
import { documentDate } from '../../platform/pdf/authorization-pdf';
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
export interface ScopeAnswers {
  patient: { name: string; dob: string };
  role: SignerRole;
  signerName: string;
  authority: string | null;
  /** The sensitive question's answer as given (null when the provider does not ask it). */
  release: 'yes' | 'no' | null;
  chosen: readonly string[];
}

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

const isoDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** The provider's address on one line (street, city, state and ZIP as far as known). */
export function addressLine(c: CustodianRow | null): string {
  if (!c) return '';
  const cityLine = [c.city, [c.state, c.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [c.address1, c.address2, cityLine].filter(Boolean).join(', ');
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
 * The signed document's scope from the request as it stands: the dates of service, the record
 * types (or the form), the sensitive categories as answered, the recipient by the delivery chosen,
 * the reasons, and an expiry one year after signing (written as a date).
 */
export function authorizationScope(p: ScopeParties): AuthorizationScope {
  const { language, request: r, answers: a } = p;
  const w = patientCatalog(language).wizard.requestInfo;
  const day = (iso: string) => documentDate(language, isoDay(iso));
  // The birth date as stored (ISO) or as typed (M/D/YYYY), in the document's date format.
  const born = /^\d{4}-\d{2}-\d{2}/.test(a.patient.dob) ? isoDay(a.patient.dob) : parseMdy(a.patient.dob);
  const dates: AuthorizationScope['dates'] =
    r.allRecords || (!r.recordsAfter && !r.recordsBefore) || r.requestType === 'Form'
      ? { kind: 'all' }
      : r.recordsAfter && r.recordsBefore
        ? { kind: 'between', from: day(r.recordsAfter), to: day(r.recordsBefore) }
        : r.recordsAfter
          ? { kind: 'after', from: day(r.recordsAfter) }
          : { kind: 'before', to: day(r.recordsBefore!) };
  const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key;
  const template = r.formId ? p.custodian?.patientFormTemplates?.find((f) => f.id === r.formId) : undefined;
  const form = r.requestType === 'Form' ? (template?.name ?? r.custodianForm ?? null) : null;
  const recipient: AuthorizationScope['recipient'] = p.requester
    ? { kind: 'requester', name: p.requester }
    : r.deliveryMethod === 'fax_return'
      ? {
          kind: 'fax',
          name: r.recipientName ?? '',
          type: label(w.recipientTypes, r.recipientType ?? 'other'),
          fax: r.faxNumber ?? '',
        }
      : {
          kind: 'portal',
          name: p.account.name,
          email: p.account.email,
          how: label(w.deliveries, r.deliveryMethod ?? 'instant_download'),
        };
  const expires = new Date(p.signedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  const asked = !p.requester && sensitiveAsked(p.custodian);
  return {
    provider: p.custodian?.name ?? 'the provider',
    providerAddress: addressLine(p.custodian),
    patient: { name: a.patient.name, dob: born ? documentDate(language, born) : a.patient.dob },
    dates,
    recordTypes: r.requestType === 'Form' ? [] : r.recordTypes.map((k) => label(w.recordTypeOptions, k)),
    form,
    sensitive: {
      offered: asked,
      release: asked ? (a.release === 'yes' && a.chosen.length > 0 ? 'yes' : 'no') : null,
      chosen: asked && a.release === 'yes' ? a.chosen : [],
      provider: providerCategories(p.custodian),
    },
    recipient,
    purpose: r.reasonForRequest.map((k) => label(w.reasons, k)),
    expires: documentDate(language, expires),
    signer: { role: a.role, name: a.signerName, authority: a.role === 'patient' ? null : a.authority },
  };
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
