import { SECURITY_MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { consumeOneTimeToken, issueOneTimeToken } from '../../platform/tokens';
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  checkCode,
  checkPasskey,
  gate,
  methodsOf,
  passkeyFailed,
  wrongCode,
  type PasskeyJson,
} from './factor-checks';
import { mfaRepository as repo } from './repository';

/**
 * Step-up: a fresh proof for the session before a sensitive action (a share, the password, all
 * records at once, a factor's removal), a factor when one is enrolled, the password otherwise.
 */

/**
 * The step-up check for other modules' sensitive actions (a share, the e-mail or password, all
 * records at once): refused (428) when the session's last proof is older than STEP_UP_MAX_AGE_MS (5 minutes). The
 * web client then asks for the factor (or the password) and tries again.
 */
export async function requireRecentProof(ctx: Pick<AppContext, 'db' | 'config'>, sessionId: number) {
  const at = await repo.sessionVerifiedAt(ctx.db, sessionId);
  if (!at || Date.now() - at.getTime() > ctx.config.STEP_UP_MAX_AGE_MS)
    throw new AppError('STEP_UP_REQUIRED', SECURITY_MESSAGES.stepUpRequired);
}

export async function stepUpOptions(ctx: AppContext, actor: Actor) {
  const userId = userIdOf(actor);
  const { factors, methods } = await methodsOf(ctx, userId);
  if (!factors.length) return { methods: ['password' as const], passkey: null };
  if (!factors.some((f) => f.kind === 'passkey')) return { methods, passkey: null };
  const options = await authenticationOptions(ctx, factors, 'preferred');
  const challenge_token = await issueOneTimeToken(ctx.db, {
    purpose: 'passkey_step_up',
    userId,
    ttlMs: CHALLENGE_TTL_MS,
    data: { challenge: options.challenge },
  });
  return { methods, passkey: { challenge_token, options } };
}

/** A fresh proof for this session (`sessionId`, the caller's): a factor when one is enrolled, the password otherwise. */
export async function stepUp(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  input: { code?: string; password?: string; challenge_token?: string; credential?: PasskeyJson },
) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const factors = await repo.factors(db, userId);
  if (!factors.length) {
    const hash = await repo.passwordHash(db, userId);
    if (!input.password || !hash || !(await verifyPassword(hash, input.password)))
      throw badRequest(SECURITY_MESSAGES.wrongPassword, { password: SECURITY_MESSAGES.wrongPassword });
  } else if (input.credential && input.challenge_token) {
    await gate(ctx, userId);
    const row = await consumeOneTimeToken(db, 'passkey_step_up', input.challenge_token);
    const challenge = row?.userId === userId && typeof row.data.challenge === 'string' ? row.data.challenge : null;
    const factor = await repo.factorByCredential(db, input.credential.id);
    if (
      !challenge ||
      !factor ||
      factor.userId !== userId ||
      !(await checkPasskey(ctx, factor, input.credential, challenge, false))
    ) {
      await audit(db, actor, { action: 'auth.factor_failed', subjectUserId: userId, details: { kind: 'passkey' } });
      throw passkeyFailed();
    }
  } else if (input.code) {
    await checkCode(ctx, userId, input.code, actor);
  } else {
    throw wrongCode();
  }
  await repo.markSessionVerified(db, sessionId);
  await audit(db, actor, { action: 'auth.step_up', subjectUserId: userId });
  return { message: 'OK' };
}
