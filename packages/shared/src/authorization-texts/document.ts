import type { SensitiveCategory, SignerRole } from '../schemas/authorizations';
import type { AuthorizationTexts } from './types';

/**
 * What a signed authorization describes (45 CFR 164.508(c)(1)): the information, who discloses it,
 * who receives it, why, until when, and who signs in which capacity. The values are already in the
 * document's language (dates formatted, record types and reasons translated) except the keys of
 * the sensitive categories, which are named here in that language.
 */
export interface AuthorizationScope {
  provider: string;
  /** The provider's address on one line; empty when it has none on file. */
  providerAddress: string;
  patient: { name: string; dob: string };
  dates:
    | { kind: 'all' }
    | { kind: 'between'; from: string; to: string }
    | { kind: 'after'; from: string }
    | { kind: 'before'; to: string }
    /** Not chosen yet (the authorization step read without the request's dates). */
    | { kind: 'pending' };
  /** The record types, in the document's language; empty for a form request. */
  recordTypes: string[];
  /** The provider's form a form request asks for; null for a records request. */
  form: string | null;
  sensitive: {
    /** Whether the provider asked the sensitive question. */
    offered: boolean;
    /** The answer (null when not asked). */
    release: 'yes' | 'no' | null;
    /** The categories ticked with Yes. */
    chosen: readonly string[];
    /** The provider's sensitive categories (keys of the eight, or its own words). */
    provider: readonly string[];
  };
  recipient:
    | { kind: 'portal'; name: string; email: string; how: string }
    | { kind: 'fax'; name: string; type: string; fax: string }
    | { kind: 'requester'; name: string }
    /** Chosen on the request-information step, after the signature is adopted. */
    | { kind: 'pending' };
  /** The reasons given, in the document's language; empty: at the patient's request. */
  purpose: string[];
  /** The expiration date, formatted. */
  expires: string;
  signer: { role: SignerRole; name: string; authority: string | null };
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => vars[k] ?? m);

/** The sensitive categories released and withheld, as answered (keys; the provider's own words pass through). */
export function sensitiveSplit(s: AuthorizationScope['sensitive']): { released: string[]; withheld: string[] } {
  if (!s.offered) return { released: [...s.provider], withheld: [] };
  if (s.release === 'yes' && s.chosen.length > 0) {
    return { released: [...s.chosen], withheld: s.provider.filter((c) => !s.chosen.includes(c)) };
  }
  return { released: [], withheld: [...s.provider] };
}

export interface AuthorizationDocument {
  title: string;
  /** The statements in order, one paragraph each; `small` ones are the required notices. */
  paragraphs: Array<{ text: string; small?: boolean; indent?: boolean }>;
}

/**
 * The signed authorization's text, in one language: every element of 45 CFR 164.508(c), for
 * exactly what the request asks. The PDF, the confirm step and the desk all read this, so what
 * is shown is what is signed. No screen headings or buttons are part of it.
 */
export function authorizationDocument(t: AuthorizationTexts, s: AuthorizationScope): AuthorizationDocument {
  const d = t.document;
  const label = (c: string) => t.categories[c as SensitiveCategory] ?? c;
  const list = (xs: readonly string[]) => xs.join(', ');
  const p: AuthorizationDocument['paragraphs'] = [];
  p.push({ text: fill(d.patient, { name: s.patient.name, dob: s.patient.dob }) });
  const provider = s.providerAddress ? `${s.provider}, ${s.providerAddress}` : s.provider;
  p.push({ text: fill(d.discloser, { provider }) });
  p.push({ text: d.information });
  const dates =
    s.dates.kind === 'pending'
      ? d.datesPending
      : s.dates.kind === 'all'
        ? d.datesAll
        : s.dates.kind === 'between'
          ? fill(d.datesBetween, { from: s.dates.from, to: s.dates.to })
          : s.dates.kind === 'after'
            ? fill(d.datesAfter, { from: s.dates.from })
            : fill(d.datesBefore, { to: s.dates.to });
  p.push({ text: dates, indent: true });
  if (s.form) p.push({ text: fill(d.form, { form: s.form }), indent: true });
  if (s.recordTypes.length) p.push({ text: fill(d.recordTypes, { types: list(s.recordTypes) }), indent: true });
  const { released, withheld } = sensitiveSplit(s.sensitive);
  if (released.length) {
    const text = s.sensitive.offered ? d.sensitiveIncluded : d.sensitiveAll;
    p.push({ text: fill(text, { categories: list(released.map(label)) }), indent: true });
  }
  if (withheld.length)
    p.push({ text: fill(d.sensitiveExcluded, { categories: list(withheld.map(label)) }), indent: true });
  const r = s.recipient;
  p.push({
    text:
      r.kind === 'portal'
        ? fill(d.recipientPortal, { name: r.name, email: r.email, how: r.how })
        : r.kind === 'fax'
          ? fill(d.recipientFax, { name: r.name, type: r.type, fax: r.fax })
          : r.kind === 'requester'
            ? fill(d.recipientRequester, { name: r.name })
            : d.recipientPending,
  });
  p.push({ text: fill(d.purpose, { purpose: s.purpose.length ? list(s.purpose) : d.purposePatient }) });
  p.push({ text: fill(d.expires, { date: s.expires }) });
  // No role chosen yet reads as the patient's own signature (the authorization step before "I am the").
  if (s.signer.role !== 'patient' && t.roles[s.signer.role]) {
    p.push({
      text: fill(d.representative, {
        name: s.signer.name,
        role: t.roles[s.signer.role],
        authority: s.signer.authority ?? '—',
      }),
    });
  }
  for (const notice of [d.revoke, d.notConditioned, d.redisclosure]) p.push({ text: notice, small: true });
  if (released.includes('alcohol_drug')) p.push({ text: d.part2, small: true });
  p.push({ text: d.copy, small: true });
  p.push({ text: d.esign, small: true });
  return { title: t.subheading, paragraphs: p };
}

/**
 * Record types that are a sensitive category's records: the provider may release them only when
 * the authorization releases one of those categories (mental health records: counseling or
 * psychiatric treatment).
 */
export const RECORD_TYPE_CATEGORIES: Readonly<Record<string, readonly SensitiveCategory[]>> = {
  mental_health: ['mental_health', 'psychiatric'],
};

/**
 * The chosen record types a signed authorization does not cover. `released`: the sensitive
 * categories it releases, or null when no sensitive question was asked (everything is released).
 */
export function uncoveredRecordTypes(types: readonly string[], released: readonly string[] | null): string[] {
  if (released === null) return [];
  return types.filter((t) => {
    const needs = RECORD_TYPE_CATEGORIES[t];
    return needs !== undefined && !needs.some((c) => released.includes(c));
  });
}
