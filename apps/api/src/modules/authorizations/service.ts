import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  AUTHORIZATION_TEXTS, MESSAGES, SENSITIVE_CATEGORIES, UPLOAD_RULES, formatMdy, authorizationLanguage, type AuthorizationSummary, type EAuthorizationForm,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import { authorizations, custodians } from '../../db/schema';
import { audit } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { renderAuthorizationPdf } from '../../platform/pdf/authorization-pdf';
import { receiveUpload, recordUpload, storeGenerated, withStoredCleanup } from '../../platform/uploads';
import { ownedRequest, toAuthorizationSummary, userBasics } from '../documents/repository';

/**
 * Signing an e-authorization: the PDF is rendered in the provider's language, stored encrypted
 * with the request, and the authorization row and its audit row commit together. Only the last
 * four SSN digits are kept (the PDF prints them masked): the full number is not needed later.
 */
export async function signEAuthorization(app: FastifyInstance, req: FastifyRequest, rid: string, form: EAuthorizationForm): Promise<AuthorizationSummary> {
  const { db } = app.ctx;
  const auth = authOf(req);
  const request = await ownedRequest(db, auth.userId, rid);
  const [custodian] = request.custodianId
    ? await db.select().from(custodians).where(eq(custodians.id, request.custodianId))
    : [];
  const language = authorizationLanguage(custodian?.multiLanguageForPatientEauth?.[0]?.key);
  // Sensitive options count only when the provider offers them (the form shows them then).
  const offered = (custodian?.sensitiveInformationOptions?.length ?? 0) > 0;
  if (offered && form.release_sensitive_info === null) {
    throw badRequest(MESSAGES.required, { release_sensitive_info: MESSAGES.required });
  }
  const release = offered ? form.release_sensitive_info === 'yes' && form.sensitive_info.length > 0 : null;
  const signature =
    form.signature_mode === 'draw'
      ? { mode: 'draw' as const, png: Buffer.from(form.signature.split(',')[1], 'base64') }
      : { mode: 'type' as const, name: form.signature.trim() };
  if (signature.mode === 'draw' && (signature.png.length < 33 || signature.png.readUInt32BE(0) !== 0x89504e47)) {
    throw badRequest('Field is required', { signature: 'Field is required' });
  }
  const user = await userBasics(db, auth.userId);
  const signedAt = new Date();
  const t = AUTHORIZATION_TEXTS.en;
  const { pdf, documentSha256 } = await renderAuthorizationPdf(
    {
      language,
      provider: custodian?.name ?? 'the provider',
      rid: request.rid,
      fullName: form.full_name,
      initials: form.initials,
      dob: formatMdy(form.dob),
      ssnLast4: form.ssn ? form.ssn.slice(-4) : null,
      role: form.role,
      extraValue: form.role === 'patient' ? null : (form.extra_value ?? null),
      sensitiveOffered: offered,
      releaseSensitive: release,
      sensitiveInfo: release ? form.sensitive_info : [],
      consentCategories: custodian?.patientEAuthorizationType?.length ? custodian.patientEAuthorizationType : [...SENSITIVE_CATEGORIES],
      signature,
      signedAt,
    },
    {
      signer: `${form.full_name} (account ${user.email})`,
      role: t.roles[form.role] + (form.role !== 'patient' && form.extra_value ? ` — ${form.extra_value}` : ''),
      ip: req.ip,
      userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
      authMethod: auth.authMethod,
    },
  );
  const name = `Authorization_${request.rid}.pdf`;
  return db.transaction(async (tx) => {
    const stored = await storeGenerated(app, tx, pdf, { name, mime: 'application/pdf', ownerUserId: auth.userId, purpose: 'authorization' });
    const [row] = await tx
      .insert(authorizations)
      .values({
        requestId: request.id,
        userId: auth.userId,
        type: 'PatientEAuthorization',
        fileId: stored.fileId,
        name,
        language,
        isFormType: request.requestType === 'Form',
        formId: request.formId,
        authName: form.full_name,
        authInitials: form.initials,
        authDob: form.dob,
        authSsnLast4: form.ssn ? form.ssn.slice(-4) : null,
        authRole: form.role,
        authExtraValue: form.role === 'patient' ? null : (form.extra_value ?? null),
        drawMode: signature.mode === 'draw',
        releaseSensitiveInfo: release,
        sensitiveInfo: release ? form.sensitive_info : [],
        documentSha256,
        signedAt,
        signerIp: req.ip,
        signerUserAgent: (req.headers['user-agent'] ?? '').slice(0, 500),
        signerAuthMethod: auth.authMethod,
      })
      .returning();
    await audit(tx, req, {
      action: 'authorization.sign',
      entityType: 'authorization',
      entityId: row.id,
      requestId: request.id,
      details: { language, draw: signature.mode === 'draw', sha256: documentSha256 },
    });
    return toAuthorizationSummary(row);
  });
}

/** A GeneralRelease: the signer's own release document, uploaded instead of signing online. */
export async function uploadGeneralRelease(app: FastifyInstance, req: FastifyRequest): Promise<AuthorizationSummary> {
  const { db } = app.ctx;
  const auth = authOf(req);
  const rid = (req.query as { rid?: string }).rid ?? '';
  const request = await ownedRequest(db, auth.userId, rid);
  const part = await req.file({ limits: { files: 1 }, preservePath: true });
  if (!part) throw badRequest('Field is required', { file: 'Field is required' });
  // The file streams in with no transaction open; the rows follow in a short one.
  return withStoredCleanup(app, async (track) => {
    const received = track(await receiveUpload(app, part as MultipartFile, { rule: UPLOAD_RULES.generalRelease }));
    return db.transaction(async (tx) => {
      const up = await recordUpload(tx, received, { ownerUserId: auth.userId, purpose: 'authorization' });
      const [row] = await tx
        .insert(authorizations)
        .values({ requestId: request.id, userId: auth.userId, type: 'GeneralRelease', fileId: up.fileId, name: up.name, isFormType: request.requestType === 'Form', formId: request.formId })
        .returning();
      await audit(tx, req, { action: 'authorization.upload', entityType: 'authorization', entityId: row.id, requestId: request.id, details: { mime: up.mime, size: up.size } });
      return toAuthorizationSummary(row);
    });
  });
}
