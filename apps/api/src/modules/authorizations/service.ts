import { MESSAGES, UPLOAD_RULES, type AuthorizationSummary, type EAuthorizationForm } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { authorizationsRepository as repo } from './repository';
import type { AppContext, AuthInfo } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import {
  renderAuthorizationPdf,
  renderAuthorizationPreview,
  type AuthorizationPdfInput,
} from '../../platform/pdf/authorization-pdf';
import type { MultipartBody } from '../../platform/multipart-body';
import { receiveUpload, recordUpload, storeGenerated, withStoredCleanup } from '../../platform/uploads';
import { authorizationsOf, ownedAuthorization, ownedRequest, toAuthorizationSummary } from '../documents';
import { checkPublicToken, type PublicLinkKind } from './links';
import { hipaaLinkInfo } from './public-hipaa';
import { addressLine } from './scope';
import {
  certificateFor,
  checkPart2,
  checkSigner,
  contextAnswer,
  pdfInput,
  signingContext,
  signingLanguage,
} from './signing';

/** The adopted signature: a typed name, or a drawn PNG (checked to be one). Also the revocation's. */
export function signatureOf(
  form: Pick<EAuthorizationForm, 'signature_mode' | 'signature'>,
): AuthorizationPdfInput['signature'] {
  if (form.signature_mode === 'type') return { mode: 'type', name: form.signature.trim() };
  // No base64 part decodes to nothing, which the PNG check below refuses.
  const png = Buffer.from(form.signature.split(',')[1] ?? '', 'base64');
  if (png.length < 33 || png.readUInt32BE(0) !== 0x89504e47)
    throw badRequest(MESSAGES.required, { 'form.signature': MESSAGES.required });
  return { mode: 'draw', png };
}

/**
 * The PDF that signing would store, rendered from the form as it stands (nothing is stored): the
 * signer reads exactly what will be sent before adopting the signature.
 */
export async function previewEAuthorization(
  app: Pick<AppContext, 'db'>,
  actor: Actor,
  rid: string,
  form: EAuthorizationForm,
): Promise<Buffer> {
  const userId = userIdOf(actor);
  const { db } = app;
  const ctx = await signingContext(db, userId, rid, actor.caregiverUserId != null);
  checkSigner(ctx, form);
  checkPart2(actor, form);
  const pdf = await renderAuthorizationPreview(pdfInput(ctx, form, signatureOf(form), new Date()));
  await audit(db, actor, {
    action: 'authorization.preview',
    entityType: 'request',
    entityId: ctx.request.id,
    requestId: ctx.request.id,
    details: { language: signingLanguage(ctx, form) },
  });
  return pdf;
}

/**
 * Signing an e-authorization: the PDF is rendered in the language the signer chose on the form,
 * which must be one the provider offers (English always is: the default), stored encrypted
 * with the request, and the authorization row and its audit row commit together. Only the last
 * four SSN digits are kept (the PDF prints them masked): the full number is not needed later.
 */
export async function signEAuthorization(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  auth: Pick<AuthInfo, 'userId' | 'authMethod'>,
  rid: string,
  form: EAuthorizationForm,
): Promise<AuthorizationSummary> {
  const { db } = app;
  const ctx = await signingContext(db, auth.userId, rid, actor.caregiverUserId != null);
  checkSigner(ctx, form);
  checkPart2(actor, form);
  const signature = signatureOf(form);
  const signedAt = new Date();
  const input = pdfInput(ctx, form, signature, signedAt);
  const { pdf, documentSha256 } = await renderAuthorizationPdf(
    input,
    certificateFor(ctx, form, {
      ip: actor.ip ?? '',
      userAgent: (actor.userAgent ?? '').slice(0, 300),
      authMethod: auth.authMethod,
    }),
  );
  const { request } = ctx;
  const name = `Authorization_${request.rid}.pdf`;
  return db.transaction(async (tx) => {
    const stored = await storeGenerated(app, tx, pdf, {
      name,
      mime: 'application/pdf',
      ownerUserId: auth.userId,
      purpose: 'authorization',
    });
    const row = await repo.insert(tx, {
      requestId: request.id,
      userId: auth.userId,
      type: 'PatientEAuthorization',
      fileId: stored.fileId,
      name,
      language: input.language,
      isFormType: request.requestType === 'Form',
      formId: request.formId,
      authName: form.full_name,
      authInitials: form.initials,
      authDob: form.dob,
      authSsnLast4: input.ssnLast4,
      authRole: form.role,
      authExtraValue: form.role === 'patient' ? null : (form.extra_value ?? null),
      authAuthority: form.role === 'patient' ? null : (form.authority ?? null),
      drawMode: signature.mode === 'draw',
      // Kept to complete the document from the final request at submission (same signature).
      authSignature: signature.mode === 'draw' ? form.signature : signature.name,
      releaseSensitiveInfo: input.scope.sensitive.offered ? input.scope.sensitive.release === 'yes' : null,
      sensitiveInfo: input.scope.sensitive.release === 'yes' ? [...input.scope.sensitive.chosen] : [],
      documentSha256,
      signedAt,
      signerIp: actor.ip,
      signerUserAgent: actor.userAgent ?? '',
      signerAuthMethod: auth.authMethod,
    });
    await audit(tx, actor, {
      action: 'authorization.sign',
      entityType: 'authorization',
      entityId: row.id,
      requestId: request.id,
      details: {
        language: input.language,
        draw: signature.mode === 'draw',
        sha256: documentSha256,
        representative: form.role !== 'patient',
      },
    });
    return toAuthorizationSummary(row);
  });
}

/** A GeneralRelease: the signer's own release document, uploaded instead of signing online. */
export async function uploadGeneralRelease(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  rid: string,
  body: MultipartBody,
): Promise<AuthorizationSummary> {
  const userId = userIdOf(actor);
  const { db } = app;
  const request = await ownedRequest(db, userId, rid);
  const part = await body.file({ limits: { files: 1 }, preservePath: true });
  if (!part) throw badRequest(MESSAGES.required, { file: MESSAGES.required });
  // The file streams in with no transaction open; the rows follow in a short one.
  return withStoredCleanup(app, async (track) => {
    const received = track(await receiveUpload(app, part, { rule: UPLOAD_RULES.generalRelease }));
    return db.transaction(async (tx) => {
      const up = await recordUpload(tx, received, { ownerUserId: userId, purpose: 'authorization' });
      const row = await repo.insert(tx, {
        requestId: request.id,
        userId,
        type: 'GeneralRelease',
        fileId: up.fileId,
        name: up.name,
        isFormType: request.requestType === 'Form',
        formId: request.formId,
      });
      await audit(tx, actor, {
        action: 'authorization.upload',
        entityType: 'authorization',
        entityId: row.id,
        requestId: request.id,
        details: { mime: up.mime, size: up.size },
      });
      return toAuthorizationSummary(row);
    });
  });
}

/** What the e-authorization form pre-fills: the request's patient and the account holder (who signs for a dependent). */
export async function eAuthorizationContext(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const signing = await signingContext(ctx.db, userIdOf(actor), input.rid, actor.caregiverUserId != null);
  await audit(ctx.db, actor, {
    action: 'request.read',
    entityType: 'request',
    entityId: signing.request.id,
    requestId: signing.request.id,
    details: { for: 'e_authorization' },
  });
  return contextAnswer(signing);
}

/** The authorizations of one of the caller's requests (another account's rid: 404), the read audited. */
export async function listAuthorizations(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const request = await ownedRequest(ctx.db, userIdOf(actor), input.rid);
  const rows = await authorizationsOf(ctx.db, request.id);
  ctx.readAudit.record(actor, {
    action: 'authorization.read',
    entityType: 'request',
    entityId: request.id,
    requestId: request.id,
  });
  return { authorizations: rows.map(toAuthorizationSummary), custodianId: request.custodianId };
}

/** One of the caller's authorizations to download (another account's: 404), its read audited first. */
export async function authorizationDownload(ctx: AppContext, actor: Actor, input: { id: number }) {
  const { auth, file } = await ownedAuthorization(ctx.db, userIdOf(actor), input.id);
  await audit(ctx.db, actor, {
    action: 'authorization.read',
    entityType: 'authorization',
    entityId: auth.id,
    requestId: auth.requestId,
    details: { download: true },
  });
  return { file, name: auth.name };
}

/**
 * Is a public link still good? (Shown before the form, so an old link says so at once.) The HIPAA
 * page also gets what is authorized, and who asked, before it asks for anything.
 */
export async function publicLinkStatus(
  ctx: AppContext,
  input: { kind: PublicLinkKind; token?: string; userId?: number; requestId?: number },
) {
  const grant = await checkPublicToken(ctx.db, input.kind, input.token, {
    userId: input.userId,
    requestId: input.requestId,
  });
  if (input.kind !== 'hipaa') return { valid: true as const };
  const info = await hipaaLinkInfo(ctx.db, grant);
  const scoped = await repo.scopeRequest(ctx.db, grant.requestId);
  const r = scoped?.request;
  const custodian = r?.custodianId ? await repo.custodian(ctx.db, r.custodianId) : null;
  const template = r?.formId ? custodian?.patientFormTemplates?.find((f) => f.id === r.formId) : undefined;
  return {
    valid: true as const,
    hipaa: {
      rid: info.rid,
      provider: info.provider,
      languages: info.languages,
      requested_by: info.requested_by,
      categories: info.categories,
      // The inputs `authorizationScope` completes the signed PDF from (public.ts), for the page's text.
      scope: {
        request_type: r?.requestType === 'Form' ? ('Form' as const) : ('Record' as const),
        all_records: r?.allRecords ?? false,
        records_after: r?.recordsAfter ?? null,
        records_before: r?.recordsBefore ?? null,
        record_types: r?.recordTypes ?? [],
        reasons: r?.reasonForRequest ?? [],
        form: r?.requestType === 'Form' ? (template?.name ?? r.custodianForm ?? null) : null,
        provider_address: addressLine(custodian),
      },
    },
  };
}
