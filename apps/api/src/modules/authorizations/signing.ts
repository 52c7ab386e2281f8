import {
  AUTHORIZATION_TEXTS,
  MESSAGES,
  formatMdy,
  offeredAuthorizationLanguages,
  type AuthorizationLanguage,
  type EAuthorizationContext,
  type EAuthorizationForm,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { AuditCertificate, AuthorizationPdfInput } from '../../platform/pdf/authorization-pdf';
import { authorizationsRepository as repo } from './repository';
import { authorizationScope, sensitiveAsked, type ScopeAnswers } from './scope';

/**
 * Who signs an e-authorization, for whom, and in which words. The patient is the person whose
 * records they are (the request's patient); the signer is the account holder at the keyboard: the
 * patient themself, or, when the request is for a dependent, their representative, who gives their
 * name, their role and a description of their authority (45 CFR 164.508(c)(1)(vi)).
 */
export async function signingContext(db: DbOrTx, userId: number, rid: string, byCaregiver = false) {
  const row = await repo.signingRequest(db, userId, rid);
  if (!row) throw notFound();
  const user = await repo.signer(db, userId);
  if (!user) throw notFound();
  const custodian = row.custodianId ? await repo.custodian(db, row.custodianId) : null;
  // A dependent listed as "Self" is the account holder; any other dependent is someone else.
  // A caregiver acting for the patient signs as their representative, in the role they hold and
  // with their authority stated (the same path as a dependent's representative).
  const isDependent = byCaregiver || (row.dependentId !== null && row.relation !== 'self');
  return {
    request: row,
    custodian: custodian ?? null,
    user,
    patient: { fullName: [row.first, row.middle, row.last].filter(Boolean).join(' '), dob: row.dob, isDependent },
  };
}
export type SigningContext = Awaited<ReturnType<typeof signingContext>>;

const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/u)
    .filter(Boolean)
    .map((w) => w.match(/\p{L}/u)?.[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 20);

/** What the form pre-fills: the patient of the request and the account holder. */
export function contextAnswer(ctx: SigningContext): EAuthorizationContext {
  const account = [ctx.user.name, ctx.user.lastName].filter(Boolean).join(' ');
  return {
    patient: {
      full_name: ctx.patient.fullName,
      dob: formatMdy(ctx.patient.dob),
      is_dependent: ctx.patient.isDependent,
    },
    account: { full_name: account, initials: initialsOf(account) },
  };
}

/**
 * The checks the schema cannot make alone: the request decides whether the signer is a
 * representative (the client's flag is not trusted), and a sensitive question offered by the
 * provider must be answered.
 */
export function checkSigner(ctx: SigningContext, form: EAuthorizationForm) {
  if (ctx.patient.isDependent && form.role === 'patient') {
    throw badRequest(MESSAGES.representativeRequired, { 'form.role': MESSAGES.representativeRequired });
  }
  if (form.role !== 'patient' && (!form.extra_value || !form.authority)) {
    const field = form.extra_value ? 'form.authority' : 'form.extra_value';
    throw badRequest(MESSAGES.required, { [field]: MESSAGES.required });
  }
  if (sensitiveOffered(ctx) && form.release_sensitive_info === null) {
    throw badRequest(MESSAGES.required, { 'form.release_sensitive_info': MESSAGES.required });
  }
}

export const sensitiveOffered = (ctx: SigningContext) => sensitiveAsked(ctx.custodian);

/**
 * 42 CFR Part 2: a caregiver whose grant lacks the patient's consent for alcohol and drug
 * treatment records cannot sign an authorization that releases them (the form does not offer it).
 */
export function checkPart2(actor: Pick<Actor, 'part2Withheld'>, form: EAuthorizationForm) {
  if (actor.part2Withheld && form.release_sensitive_info === 'yes' && form.sensitive_info.includes('alcohol_drug')) {
    throw new AppError('FORBIDDEN', MESSAGES.caregiverPart2, { 'form.sensitive_info': MESSAGES.caregiverPart2 });
  }
}
/**
 * The language the signer chose on the form (English when none is sent), which must be one the
 * provider offers: a PDF the provider cannot read back is refused before anything is stored.
 */
export function signingLanguage(
  ctx: SigningContext,
  form: Pick<EAuthorizationForm, 'language'>,
): AuthorizationLanguage {
  const language = form.language ?? 'en';
  if (!offeredAuthorizationLanguages(ctx.custodian?.multiLanguageForPatientEauth).includes(language)) {
    throw badRequest(MESSAGES.badRequest, { language: MESSAGES.badRequest });
  }
  return language;
}
export const signerName = (form: EAuthorizationForm) =>
  form.role === 'patient' ? form.full_name : (form.extra_value ?? '');

/** The account holder's name and e-mail: where the patient's own copy of the records goes. */
export const accountOf = (user: { email: string; name: string | null; lastName: string | null }) => ({
  name: [user.name, user.lastName].filter(Boolean).join(' '),
  email: user.email,
});

/** The signer's answers on the form, as the scope reads them. */
export function formAnswers(ctx: SigningContext, form: EAuthorizationForm): ScopeAnswers {
  const representative = form.role !== 'patient';
  return {
    patient: { name: form.full_name, dob: form.dob },
    role: form.role,
    signerName: signerName(form),
    authority: representative ? (form.authority ?? null) : null,
    release: sensitiveOffered(ctx) ? form.release_sensitive_info : null,
    chosen: form.sensitive_info,
  };
}

/**
 * The PDF's input from the form: the same for the preview and for the signed document. The scope
 * is the request as it stands when the signature is adopted; the submission completes it from the
 * final request (`completeAuthorization`).
 */
export function pdfInput(
  ctx: SigningContext,
  form: EAuthorizationForm,
  signature: AuthorizationPdfInput['signature'],
  signedAt: Date,
): AuthorizationPdfInput {
  const language = signingLanguage(ctx, form);
  return {
    language,
    rid: ctx.request.rid,
    scope: authorizationScope({
      language,
      request: ctx.request,
      custodian: ctx.custodian,
      account: accountOf(ctx.user),
      answers: formAnswers(ctx, form),
      signedAt,
    }),
    signerName: signerName(form),
    initials: form.initials,
    ssnLast4: form.ssn ? form.ssn.slice(-4) : null,
    role: form.role,
    signature,
    signedAt,
  };
}

/** The audit certificate's words (English: it is the portal's record of the act of signing). */
export function certificateFor(
  ctx: SigningContext,
  form: EAuthorizationForm,
  env: Omit<AuditCertificate, 'signer' | 'patient' | 'role' | 'authority'>,
): AuditCertificate {
  const en = AUTHORIZATION_TEXTS.en;
  return {
    signer: `${signerName(form)} (account ${ctx.user.email})`,
    patient: form.full_name,
    role: en.roles[form.role],
    authority: form.role === 'patient' ? null : (form.authority ?? null),
    ...env,
  };
}
