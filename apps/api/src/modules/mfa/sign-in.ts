import type { MfaChallenge } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../../platform/tokens';
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  checkCode,
  checkPasskey,
  gate,
  methodsOf,
  passkeyFailed,
  stepExpired,
  type PasskeyJson,
} from './factor-checks';
import { requestFactorRecovery } from './recovery';
import { mfaRepository as repo } from './repository';
import { confirmTotpFor, startTotpFor } from './service';

/**
 * The sign-in step after the password, and the passkey sign-in without one. Between the password
 * and the second factor the account is half signed in: a one-time token that only these steps
 * accept, never a session, so the actor of these calls has no user yet.
 */

/** A half-signed-in account lives this long: a one-time token, never a session. */
const PENDING_TTL_MS = 10 * 60_000;

type Role = 'patient' | 'staff';
export interface ProvedUser {
  userId: number;
  role: Role;
  method: 'totp' | 'recovery' | 'passkey';
}

async function pending({ db }: AppContext, mfaToken: string) {
  const row = await peekOneTimeToken(db, 'mfa_pending', mfaToken);
  if (!row?.userId) throw stepExpired();
  const role: Role = row.data.role === 'staff' ? 'staff' : 'patient';
  return { row, userId: row.userId, role };
}

async function finishPending({ db }: AppContext, mfaToken: string) {
  const row = await consumeOneTimeToken(db, 'mfa_pending', mfaToken);
  if (!row?.userId) throw stepExpired();
}

/**
 * After the password: null when the account has no factor (the hand-off follows), otherwise
 * the pending sign-in: a one-time token that only the routes of this step accept. A records-desk
 * account without a factor gets one too, to enrol.
 */
export async function afterPassword(ctx: AppContext, userId: number, role: Role): Promise<MfaChallenge | null> {
  const { factors, methods } = await methodsOf(ctx, userId);
  const enrol = factors.length === 0 && role === 'staff';
  if (!factors.length && !enrol) return null;
  const mfa_token = await issueOneTimeToken(ctx.db, {
    purpose: 'mfa_pending',
    userId,
    ttlMs: PENDING_TTL_MS,
    data: { role, enrol },
  });
  return { mfa_token, methods, enrol };
}

export async function signInWithCode(
  ctx: AppContext,
  mfaToken: string,
  code: string,
  actor: Actor,
): Promise<ProvedUser> {
  const p = await pending(ctx, mfaToken);
  if (p.row.data.enrol) throw stepExpired();
  const method = await checkCode(ctx, p.userId, code, actor);
  await finishPending(ctx, mfaToken);
  return { userId: p.userId, role: p.role, method };
}

export async function signInPasskeyOptions(ctx: AppContext, mfaToken: string) {
  const p = await pending(ctx, mfaToken);
  const factors = await repo.factors(ctx.db, p.userId);
  if (!factors.some((f) => f.kind === 'passkey')) throw passkeyFailed();
  const options = await authenticationOptions(ctx, factors, 'preferred');
  await repo.setTokenData(ctx.db, p.row.id, { ...p.row.data, challenge: options.challenge });
  return { challenge_token: mfaToken, options };
}

export async function signInWithPasskey(
  ctx: AppContext,
  mfaToken: string,
  credential: PasskeyJson,
  actor: Actor,
): Promise<ProvedUser> {
  const p = await pending(ctx, mfaToken);
  await gate(ctx, p.userId);
  const challenge = typeof p.row.data.challenge === 'string' ? p.row.data.challenge : null;
  const factor = await repo.factorByCredential(ctx.db, credential.id);
  if (
    !challenge ||
    !factor ||
    factor.userId !== p.userId ||
    !(await checkPasskey(ctx, factor, credential, challenge, false))
  ) {
    await audit(ctx.db, actor, { action: 'auth.factor_failed', subjectUserId: p.userId, details: { kind: 'passkey' } });
    throw passkeyFailed();
  }
  await finishPending(ctx, mfaToken);
  return { userId: p.userId, role: p.role, method: 'passkey' };
}

/** Passkey sign-in without a password: a discoverable credential with user verification (itself two factors). */
export async function passkeyOptions(ctx: AppContext) {
  const options = await authenticationOptions(ctx, [], 'required');
  const challenge_token = await issueOneTimeToken(ctx.db, {
    purpose: 'passkey_challenge',
    ttlMs: CHALLENGE_TTL_MS,
    data: { challenge: options.challenge },
  });
  return { challenge_token, options };
}

export async function signInWithPasskeyAlone(
  ctx: AppContext,
  challengeToken: string,
  credential: PasskeyJson,
  actor: Actor,
): Promise<ProvedUser> {
  const { db } = ctx;
  const row = await consumeOneTimeToken(db, 'passkey_challenge', challengeToken);
  const challenge = typeof row?.data.challenge === 'string' ? row.data.challenge : null;
  const factor = await repo.factorByCredential(db, credential.id);
  if (!challenge || !factor || !(await checkPasskey(ctx, factor, credential, challenge, true))) {
    if (factor)
      await audit(db, actor, {
        action: 'auth.factor_failed',
        subjectUserId: factor.userId,
        details: { kind: 'passkey' },
      });
    throw passkeyFailed();
  }
  const u = await repo.user(db, factor.userId);
  if (!u) throw passkeyFailed();
  return { userId: u.id, role: u.role, method: 'passkey' };
}

/**
 * "I lost my phone and my recovery codes": the password is proved (the pending sign-in), so
 * the account's own address gets the link that starts a recovery. The pending sign-in stays:
 * a code found meanwhile still works.
 */
export async function requestRecovery(ctx: AppContext, mfaToken: string, actor: Actor) {
  const p = await pending(ctx, mfaToken);
  if (p.row.data.enrol) throw stepExpired();
  await requestFactorRecovery(ctx, p.userId, actor);
}

/** A records-desk account enrolling at sign-in: the set-up, then its first code. */
export async function enrolTotpPending(ctx: AppContext, mfaToken: string) {
  const p = await pending(ctx, mfaToken);
  if (!p.row.data.enrol) throw stepExpired();
  return startTotpFor(ctx, p.userId);
}

export async function enrolConfirmPending(ctx: AppContext, mfaToken: string, code: string, actor: Actor) {
  const p = await pending(ctx, mfaToken);
  if (!p.row.data.enrol) throw stepExpired();
  const setup = await repo.unconfirmedTotp(ctx.db, p.userId);
  if (!setup) throw stepExpired();
  const answer = await confirmTotpFor(ctx, p.userId, setup.id, code, undefined, actor);
  await repo.setTokenData(ctx.db, p.row.id, { ...p.row.data, proved: true });
  return answer;
}

/** After the recovery codes were shown: the enrolled account's hand-off. */
export async function continuePending(ctx: AppContext, mfaToken: string): Promise<ProvedUser> {
  const p = await pending(ctx, mfaToken);
  if (p.row.data.proved !== true) throw stepExpired();
  await finishPending(ctx, mfaToken);
  return { userId: p.userId, role: p.role, method: 'totp' };
}
