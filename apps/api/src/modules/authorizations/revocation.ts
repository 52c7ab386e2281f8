import {
  AUTHORIZATION_TEXTS,
  MESSAGES,
  SIGNER_ROLES,
  canRevokeState,
  offeredAuthorizationLanguages,
  stateOf,
  type AuthorizationLanguage,
  type RevocationBody,
  type SignerRole,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext, AuthInfo } from '../../platform/context';
import { badRequest, noRow } from '../../platform/errors';
import { renderRevocationPdf } from '../../platform/pdf/revocation-pdf';
import { storeGenerated, withStoredCleanup } from '../../platform/uploads';
import { toFileRef } from '../documents';
import { releaseRequestPayment } from '../payments';
import { assertAllowed, transition } from '../lifecycle';
import { authorizationsRepository as repo } from './repository';
import { signatureOf } from './service';
import { signingContext, type SigningContext } from './signing';

/**
 * Revoking the authorization of a request online. The authorization tells the patient
 * they may revoke it in writing at any time (45 CFR 164.508(b)(5)); before the request is fulfilled
 * (open: ordered, waiting on the patient, priced) the account holder signs a revocation, which is
 * rendered as a PDF with the same audit certificate as the authorization, stored encrypted as a
 * document of the request, and in the same transaction the request is closed through the lifecycle
 * ('revoke'), the card hold (or pending check) is released, and the patient is mailed. The desk
 * finds it in its 'revoked' queue with the signed PDF among the request's documents.
 */

/**
 * Who signs, in which capacity: the one who signed the e-authorization signs its revocation in the
 * same capacity (their name, role and authority from that row); without one, the patient themself,
 * or for a dependent the account holder as guardian (as the authorization's signer logic).
 */
export async function revocationSigner(db: DbOrTx, ctx: SigningContext) {
  const eauth = await repo.latestEAuthorization(db, ctx.request.id);
  const account = [ctx.user.name, ctx.user.lastName].filter(Boolean).join(' ');
  const signedRole = (SIGNER_ROLES as readonly string[]).includes(eauth?.role ?? '')
    ? (eauth?.role as SignerRole)
    : null;
  const role: SignerRole =
    signedRole && !(ctx.patient.isDependent && signedRole === 'patient')
      ? signedRole
      : ctx.patient.isDependent
        ? 'guardian'
        : 'patient';
  const name =
    role === 'patient' ? ctx.patient.fullName || account : signedRole === role && eauth?.extra ? eauth.extra : account;
  return {
    role,
    name,
    authority: role === 'patient' ? null : signedRole === role ? (eauth?.authority ?? null) : null,
    authorizationSignedAt: eauth?.signedAt ?? null,
  };
}

/** The languages the revocation can be signed in: the provider's, as for the authorization. */
export const revocationLanguages = (ctx: SigningContext) =>
  offeredAuthorizationLanguages(ctx.custodian?.multiLanguageForPatientEauth);

async function lifecycleState(db: DbOrTx, requestId: number) {
  const row = await repo.lifecycleRow(db, requestId);
  if (!row) throw noRow('request');
  return stateOf(row.status, row.stage);
}

export async function revokeAuthorization(
  app: AppContext,
  actor: Actor,
  auth: Pick<AuthInfo, 'userId' | 'authMethod'>,
  rid: string,
  body: RevocationBody,
) {
  const { db } = app;
  const ctx = await signingContext(db, auth.userId, rid);
  // Refused before anything is rendered or stored: completed, closed, a draft, or revoked already (409).
  assertAllowed(await lifecycleState(db, ctx.request.id), 'revoke', 'patient');
  const language: AuthorizationLanguage = body.language ?? 'en';
  if (!revocationLanguages(ctx).includes(language))
    throw badRequest(MESSAGES.badRequest, { language: MESSAGES.badRequest });
  const signature = signatureOf(body);
  const signer = await revocationSigner(db, ctx);
  const signedAt = new Date();
  const userAgent = (actor.userAgent ?? '').slice(0, 300);
  const { pdf, documentSha256 } = await renderRevocationPdf(
    {
      language,
      provider: ctx.custodian?.name ?? 'the provider',
      rid: ctx.request.rid,
      patientName: ctx.patient.fullName,
      signerName: signer.name,
      role: signer.role,
      authorizationSignedAt: signer.authorizationSignedAt,
      signature,
      signedAt,
    },
    {
      signer: `${signer.name} (account ${ctx.user.email})`,
      patient: ctx.patient.fullName,
      role: AUTHORIZATION_TEXTS.en.roles[signer.role],
      authority: signer.authority,
      ip: actor.ip ?? '',
      userAgent,
      authMethod: auth.authMethod,
    },
  );
  const name = `Revocation_${ctx.request.rid}.pdf`;
  const done = await withStoredCleanup(app, (track) =>
    db.transaction(async (tx) => {
      const stored = track(
        await storeGenerated(app, tx, pdf, {
          name,
          mime: 'application/pdf',
          ownerUserId: auth.userId,
          purpose: 'revocation',
        }),
      );
      const doc = await repo.insertDocument(tx, {
        requestId: ctx.request.id,
        userId: auth.userId,
        kind: 'revocation',
        fileId: stored.fileId,
        name,
      });
      // The lifecycle re-checks the state under its lock: of two revocations at once, one wins.
      const moved = await transition(tx, app, {
        requestId: ctx.request.id,
        event: 'revoke',
        actor: { kind: 'patient', userId: auth.userId },
        who: actor,
        now: signedAt,
      });
      const released = await releaseRequestPayment(tx, ctx.request.id, app.gateway);
      await audit(tx, actor, {
        action: 'authorization.revoke',
        entityType: 'request',
        entityId: ctx.request.rid,
        requestId: ctx.request.id,
        details: {
          language,
          draw: signature.mode === 'draw',
          sha256: documentSha256,
          role: signer.role,
          hold_released: released,
          document_id: doc.id,
        },
      });
      return { doc: doc, mailIds: moved.mailIds };
    }),
  );
  await app.mailer.deliver(done.mailIds);
  return { message: 'Authorization revoked', document: toFileRef(done.doc) };
}

/** GET .../revocation: what the dialog shows; another account's rid answers 404. */
export async function revocationContext(app: Pick<AppContext, 'db'>, actor: Actor, rid: string) {
  const userId = userIdOf(actor);
  const { db } = app;
  const ctx = await signingContext(db, userId, rid);
  const signer = await revocationSigner(db, ctx);
  const allowed = canRevokeState(await lifecycleState(db, ctx.request.id));
  await audit(db, actor, {
    action: 'request.read',
    entityType: 'request',
    entityId: ctx.request.rid,
    requestId: ctx.request.id,
    details: { for: 'revocation' },
  });
  return {
    allowed,
    signer: { name: signer.name, role: signer.role },
    patient: ctx.patient.fullName,
    provider: ctx.custodian?.name ?? '',
    languages: revocationLanguages(ctx),
  };
}
