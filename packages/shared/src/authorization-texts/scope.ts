import { parseMdy } from '../domain/mdy';
import { formatDate } from '../l10n/dates';
import { SENSITIVE_CATEGORIES, type SignerRole } from '../authorization-constants';
import type { AuthorizationLanguage } from '../language-codes';
import type { SignedAuthorization } from '../schemas/authorizations';
import type { AuthorizationScope } from './document';
import type { AuthorizationTexts } from './types';

/** How the signer answered on the authorization step. */
export interface ScopeAnswers {
  patient: { name: string; dob: string };
  role: SignerRole;
  signerName: string;
  authority: string | null;
  /** The sensitive question's answer as given (null when the provider does not ask it). */
  release: 'yes' | 'no' | null;
  chosen: readonly string[];
}

/** The request's answers a scope reads (the stored row on the server, the draft in the browser). */
export interface ScopeRequest {
  requestType: 'Record' | 'Form';
  allRecords: boolean;
  /** ISO dates (YYYY-MM-DD). */
  recordsAfter: string | null;
  recordsBefore: string | null;
  recordTypes: readonly string[];
  reasonForRequest: readonly string[];
  deliveryMethod: string | null;
  faxNumber: string | null;
  recipientName: string | null;
  recipientType: string | null;
}

/** The words of the request's keys in the document's language (the wizard's request-information labels). */
export interface ScopeLabels {
  recipientTypes: Record<string, string>;
  deliveries: Record<string, string>;
  recordTypeOptions: Record<string, string>;
  reasons: Record<string, string>;
}

export interface ScopeInput {
  language: AuthorizationLanguage;
  request: ScopeRequest;
  /** The provider's form a form request asks for (its name), or null. */
  form: string | null;
  provider: {
    name: string;
    /** Its address on one line ('' when none is on file). */
    address: string;
    /** Whether it asks the sensitive question. */
    asksSensitive: boolean;
    /** Its sensitive categories (keys of the eight, or its own words; none listed: all eight). */
    categories: readonly string[];
  } | null;
  /** The account holder: where the patient's own copy goes. */
  account: { name: string; email: string };
  answers: ScopeAnswers;
  signedAt: Date;
  /** Signed on the public HIPAA page: the requester receives the records, no sensitive question. */
  requester?: string;
}

/** A date as the signed document writes it: M/D/YYYY in English, the language's long form otherwise. */
export function documentDate(language: AuthorizationLanguage, d: Date): string {
  return formatDate(d, language, 'date');
}

const isoDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * The signed document's scope from the request as it stands: the dates of service, the record
 * types (or the form), the sensitive categories as answered, the recipient by the delivery chosen,
 * the reasons, and an expiry one year after signing (written as a date). Pure: the server
 * completes the PDF with it and the confirm step shows the same lines before submitting.
 */
export function scopeOf(p: ScopeInput, w: ScopeLabels): AuthorizationScope {
  const { language, request: r, answers: a } = p;
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
  const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;
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
  const asked = !p.requester && (p.provider?.asksSensitive ?? false);
  return {
    provider: p.provider?.name ?? 'the provider',
    providerAddress: p.provider?.address ?? '',
    patient: { name: a.patient.name, dob: born ? documentDate(language, born) : a.patient.dob },
    dates,
    recordTypes: r.requestType === 'Form' ? [] : r.recordTypes.map((k) => label(w.recordTypeOptions, k)),
    form: r.requestType === 'Form' ? p.form : null,
    sensitive: {
      offered: asked,
      release: asked ? (a.release === 'yes' && a.chosen.length > 0 ? 'yes' : 'no') : null,
      chosen: asked && a.release === 'yes' ? a.chosen : [],
      provider: p.provider?.categories.length ? p.provider.categories : [...SENSITIVE_CATEGORIES],
    },
    recipient,
    purpose: r.reasonForRequest.map((k) => label(w.reasons, k)),
    expires: documentDate(language, expires),
    signer: { role: a.role, name: a.signerName, authority: a.role === 'patient' ? null : a.authority },
  };
}

/**
 * The scope's inputs from what the authorization step adopted (the owner's read of it) and the
 * request's final answers: the confirm step's way to the lines the completed PDF will state.
 */
export function signedScopeInput(signed: SignedAuthorization, request: ScopeRequest): ScopeInput {
  const a = signed.answers;
  const p = signed.provider;
  return {
    language: signed.language,
    request,
    form: request.requestType === 'Form' ? signed.form : null,
    provider: p
      ? { name: p.name, address: p.address, asksSensitive: p.asks_sensitive, categories: p.categories }
      : null,
    account: signed.account,
    answers: {
      patient: { name: a.patient_name, dob: a.patient_dob },
      role: a.role,
      signerName: a.signer_name,
      authority: a.authority,
      release: a.release,
      chosen: a.chosen,
    },
    signedAt: new Date(signed.signed_at),
  };
}

/** A provider's address on one line: street, city, state and ZIP as far as known. */
export function providerAddressLine(c: {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}): string {
  const cityLine = [c.city, [c.state, c.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [c.address1, c.address2, cityLine].filter(Boolean).join(', ');
}

/**
 * The document as the authorization step shows it while the signature is adopted: the same
 * builder as the signed PDF, with what is known then (the provider, the patient, the dates when
 * given, the sensitive answer, the signer, the expiry one year from today) and "to be completed
 * from your answers" for what the request-information step chooses later (record types, purpose,
 * recipient). The confirm step then shows the completed lines before submitting.
 */
export function signingScope(
  t: AuthorizationTexts,
  p: Omit<ScopeInput, 'request' | 'account' | 'signedAt'> & {
    /** The request's type and dates of service; null when not known where the form is shown. */
    request: Pick<ScopeRequest, 'requestType' | 'allRecords' | 'recordsAfter' | 'recordsBefore'> | null;
    now: Date;
  },
): AuthorizationScope {
  const request: ScopeRequest = {
    requestType: p.request?.requestType ?? 'Record',
    allRecords: p.request?.allRecords ?? true,
    recordsAfter: p.request?.recordsAfter ?? null,
    recordsBefore: p.request?.recordsBefore ?? null,
    recordTypes: [],
    reasonForRequest: [],
    deliveryMethod: null,
    faxNumber: null,
    recipientName: null,
    recipientType: null,
  };
  const none = { recipientTypes: {}, deliveries: {}, recordTypeOptions: {}, reasons: {} };
  const s = scopeOf({ ...p, request, account: { name: '', email: '' }, signedAt: p.now }, none);
  const pending = t.document.pending;
  // An unanswered sensitive question states nothing yet (neither released nor withheld).
  const unanswered = s.sensitive.offered && p.answers.release === null;
  return {
    ...s,
    dates: p.request ? s.dates : { kind: 'pending' },
    recordTypes: request.requestType === 'Form' ? [] : [pending],
    purpose: [pending],
    recipient: { kind: 'pending' },
    sensitive: unanswered ? { ...s.sensitive, provider: [] } : s.sensitive,
  };
}
