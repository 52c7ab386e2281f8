import { createHmac } from 'node:crypto';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SECURITY_MESSAGES, type Factor } from '@portal/shared';
import { SYSTEM_ACTOR, userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { consumeOneTimeToken, issueOneTimeToken } from '../../platform/tokens';
import {
  CHALLENGE_TTL_MS,
  clearWrongCodes,
  gate,
  passkeyFailed,
  recordWrongCode,
  relyingParty,
  wrongCode,
  type PasskeyJson,
} from './factor-checks';
import {
  hashRecoveryCode,
  newRecoveryCodes as generateRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpStep,
  totpUri,
} from './factor-crypto';
import { mailFactorChange } from './factor-mail';
import { factorRecoveryPending } from './recovery';
import { mfaRepository as repo, type FactorRow } from './repository';
import { requireRecentProof } from './step-up';

/**
 * The signed-in account's own second factors (Profile → Security, the desk's security page):
 * enrolment of authenticator apps and passkeys, removal, recovery codes. Every change is audited
 * and mailed. The sign-in step is sign-in.ts, step-up step-up.ts, lost factors recovery.ts.
 */

const toFactor = (f: FactorRow): Factor => ({
  id: f.id,
  kind: f.kind,
  name: f.name,
  created_at: f.createdAt.toISOString(),
  last_used_at: f.lastUsedAt?.toISOString() ?? null,
});

/** WebAuthn's user handle: opaque, no e-mail or id in it. */
const userHandle = (ctx: Pick<AppContext, 'config'>, userId: number) =>
  new Uint8Array(
    createHmac('sha256', ctx.config.SESSION_SECRET).update(`webauthn-user\n${userId}`).digest().subarray(0, 16),
  );

async function issueRecoveryCodes(ctx: AppContext, userId: number, actor: Actor) {
  const codes = generateRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await repo.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((c) => hashRecoveryCode(ctx.config.SESSION_SECRET, c)),
    );
    await audit(tx, actor, { action: 'auth.recovery_codes_created', subjectUserId: userId });
  });
  await mailFactorChange(ctx, userId, 'codes');
  return codes;
}

/** A first factor gets ten recovery codes; later ones keep the set there is. */
async function codesForFirstFactor(ctx: AppContext, userId: number, actor: Actor): Promise<string[] | null> {
  if ((await repo.factors(ctx.db, userId)).length !== 1) return null;
  return issueRecoveryCodes(ctx, userId, actor);
}

export async function security(ctx: AppContext, actor: Actor) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const u = await repo.user(db, userId);
  if (!u) throw notFound();
  const factors = await repo.factors(db, userId);
  return {
    factors: factors.map(toFactor),
    recovery_codes_left: factors.length ? await repo.recoveryCodesLeft(db, userId) : 0,
    factor_required: u.role === 'staff',
    recovery_pending: await factorRecoveryPending(ctx, userId),
  };
}

/**
 * An authenticator app's set-up for `userId`: the signed-in account, or a records-desk account
 * enrolling during its sign-in step (no session yet, so no user on the actor).
 */
export async function startTotpFor(ctx: AppContext, userId: number) {
  const { db } = ctx;
  const u = await repo.user(db, userId);
  if (!u) throw notFound();
  const secret = newTotpSecret();
  const row = await db.transaction(async (tx) => {
    await repo.dropUnconfirmed(tx, userId);
    return repo.insertFactor(tx, {
      userId,
      kind: 'totp',
      name: 'Authenticator app',
      secretSealed: sealSecret(ctx.config.FILE_ENCRYPTION_KEY, secret),
    });
  });
  return { factor_id: row.id, secret, uri: totpUri(secret, u.email) };
}

export const startTotp = (ctx: AppContext, actor: Actor) => startTotpFor(ctx, userIdOf(actor));

/** The set-up counts once a first code proves the app holds the secret (`userId` as for startTotpFor). */
export async function confirmTotpFor(
  ctx: AppContext,
  userId: number,
  factorId: number,
  code: string,
  name: string | undefined,
  actor: Actor,
) {
  const { db } = ctx;
  const f = await repo.factor(db, userId, factorId);
  if (!f || f.kind !== 'totp' || f.confirmedAt || !f.secretSealed) throw notFound();
  await gate(ctx, userId);
  const step = totpStep(openSecret(ctx.config.FILE_ENCRYPTION_KEY, f.secretSealed), code.replace(/\s/g, ''));
  if (step === null) {
    await recordWrongCode(ctx, userId);
    throw wrongCode();
  }
  await clearWrongCodes(ctx, userId);
  const label = name ?? f.name;
  await db.transaction(async (tx) => {
    await repo.confirm(tx, f.id, label, step);
    await audit(tx, actor, {
      action: 'auth.factor_added',
      subjectUserId: userId,
      entityType: 'user_factor',
      entityId: f.id,
      details: { kind: 'totp' },
    });
  });
  await mailFactorChange(ctx, userId, 'added', { name: label });
  return { recovery_codes: await codesForFirstFactor(ctx, userId, actor) };
}

export const confirmTotp = (ctx: AppContext, actor: Actor, factorId: number, code: string, name?: string) =>
  confirmTotpFor(ctx, userIdOf(actor), factorId, code, name, actor);

export async function registrationOptions(ctx: AppContext, actor: Actor) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const u = await repo.user(db, userId);
  if (!u) throw notFound();
  const { rpID } = relyingParty(ctx);
  const factors = await repo.factors(db, userId);
  const options = await generateRegistrationOptions({
    rpName: 'Patient Portal',
    rpID,
    userName: u.email,
    userDisplayName: u.name,
    userID: userHandle(ctx, userId),
    attestationType: 'none',
    // Discoverable where the authenticator can (sign-in without a password), verified by PIN or biometrics.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    excludeCredentials: factors
      .filter((f) => f.kind === 'passkey' && f.credentialId)
      .map((f) => ({ id: f.credentialId!, transports: (f.transports ?? []) as AuthenticatorTransport[] })),
  });
  const challenge_token = await issueOneTimeToken(db, {
    purpose: 'passkey_registration',
    userId,
    ttlMs: CHALLENGE_TTL_MS,
    data: { challenge: options.challenge },
  });
  return { challenge_token, options };
}

export async function addPasskey(
  ctx: AppContext,
  actor: Actor,
  input: { challengeToken: string; name: string; credential: PasskeyJson },
) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const row = await consumeOneTimeToken(db, 'passkey_registration', input.challengeToken);
  const challenge = row?.userId === userId && typeof row.data.challenge === 'string' ? row.data.challenge : null;
  if (!challenge) throw passkeyFailed();
  const { rpID, origin } = relyingParty(ctx);
  let info;
  try {
    const v = await verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    info = v.verified ? v.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info || (await repo.factorByCredential(db, info.credential.id))) throw passkeyFailed();
  const c = info.credential;
  const f = await db.transaction(async (tx) => {
    const f = await repo.insertFactor(tx, {
      userId,
      kind: 'passkey',
      name: input.name,
      credentialId: c.id,
      publicKey: Buffer.from(c.publicKey).toString('base64url'),
      signCount: c.counter,
      transports: c.transports ?? [],
      confirmedAt: new Date(),
    });
    await audit(tx, actor, {
      action: 'auth.factor_added',
      subjectUserId: userId,
      entityType: 'user_factor',
      entityId: f.id,
      details: { kind: 'passkey' },
    });
    return f;
  });
  await mailFactorChange(ctx, userId, 'added', { name: f.name });
  return { recovery_codes: await codesForFirstFactor(ctx, userId, actor) };
}

/** Removes a factor, after a recent proof on the caller's session (`sessionId`). */
export async function removeFactor(ctx: AppContext, actor: Actor, sessionId: number, factorId: number) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const f = await repo.factor(db, userId, factorId);
  if (!f?.confirmedAt) throw notFound();
  await requireRecentProof(ctx, sessionId);
  const u = await repo.user(db, userId);
  const all = await repo.factors(db, userId);
  if (u?.role === 'staff' && all.length <= 1) throw badRequest(SECURITY_MESSAGES.staffKeepsFactor);
  await db.transaction(async (tx) => {
    await repo.deleteFactor(tx, userId, factorId);
    // The last factor gone: its recovery codes go with it (a new first factor gets new ones).
    if (all.length <= 1) await repo.dropRecoveryCodes(tx, userId);
    await audit(tx, actor, {
      action: 'auth.factor_removed',
      subjectUserId: userId,
      entityType: 'user_factor',
      entityId: factorId,
      details: { kind: f.kind },
    });
  });
  await mailFactorChange(ctx, userId, 'removed', { name: f.name });
}

/** A new set of recovery codes, after a recent proof on the caller's session (`sessionId`). */
export async function newRecoveryCodes(ctx: AppContext, actor: Actor, sessionId: number) {
  const userId = userIdOf(actor);
  if (!(await repo.factors(ctx.db, userId)).length) throw badRequest(SECURITY_MESSAGES.stepUpRequired);
  await requireRecentProof(ctx, sessionId);
  return { recovery_codes: await issueRecoveryCodes(ctx, userId, actor) };
}

/** Whether an account has a confirmed factor (a password change then wants a step-up as well). */
export async function hasFactor(ctx: Pick<AppContext, 'db'>, userId: number) {
  return (await repo.factors(ctx.db, userId)).length > 0;
}

/**
 * Enrols a known TOTP secret for an account: the demo clerk's documented one. Audited as every
 * factor change is (by the system: it happens while the demo data is seeded, before anyone reads
 * mail, so it is not mailed).
 */
export async function enrolKnownTotp(db: AppContext['db'], fileKeyHex: string, userId: number, base32: string) {
  await db.transaction(async (tx) => {
    const f = await repo.insertFactor(tx, {
      userId,
      kind: 'totp',
      name: 'Authenticator app',
      secretSealed: sealSecret(fileKeyHex, base32),
      confirmedAt: new Date(),
    });
    await audit(tx, SYSTEM_ACTOR, {
      action: 'auth.factor_added',
      subjectUserId: userId,
      entityType: 'user_factor',
      entityId: f.id,
      details: { kind: 'totp', known_secret: true },
    });
  });
}
