import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { SECURITY_MESSAGES, type MfaChallenge } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { hashRecoveryCode, looksLikeTotp, openSecret, totpStep } from './factor-crypto';
import { mailFactorChange } from './factor-mail';
import { codeThrottleRepository, mfaRepository as repo, type FactorRow } from './repository';

/**
 * Checking a proof of a second factor, shared by the sign-in step, the account's own factor
 * changes and step-up: the throttle on wrong codes, authenticator and recovery codes, passkey
 * assertions. The relying party id and origin come from PUBLIC_URL (ctx.publicUrl), never from a
 * request's headers.
 */

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per account: after this many in the window, the account's codes are refused for BLOCK_MS. */
const CODE_BLOCK_AFTER = 5;
const CODE_WINDOW_MS = 15 * 60_000;
const CODE_BLOCK_MS = 15 * 60_000;

export type PasskeyJson = { id: string; type: string } & Record<string, unknown>;

export const stepExpired = () => new AppError('UNAUTHORIZED', SECURITY_MESSAGES.stepExpired);
export const wrongCode = () => badRequest(SECURITY_MESSAGES.wrongCode, { code: SECURITY_MESSAGES.wrongCode });
export const passkeyFailed = () => badRequest(SECURITY_MESSAGES.passkeyFailed);

export function relyingParty(ctx: Pick<AppContext, 'publicUrl'>) {
  const u = new URL(ctx.publicUrl());
  return { rpID: u.hostname, origin: u.origin };
}

const throttleKey = (ctx: Pick<AppContext, 'config'>, userId: number) =>
  createHmac('sha256', ctx.config.SESSION_SECRET).update(`factor-codes\n${userId}`).digest('hex');

/** The account's confirmed factors and the ways it can prove one. */
export async function methodsOf({ db }: Pick<AppContext, 'db'>, userId: number) {
  const factors = await repo.factors(db, userId);
  const kinds = new Set(factors.map((f) => f.kind));
  const methods: MfaChallenge['methods'] = [];
  if (kinds.has('passkey')) methods.push('passkey');
  if (kinds.has('totp')) methods.push('totp');
  if (factors.length && (await repo.recoveryCodesLeft(db, userId)) > 0) methods.push('recovery');
  return { factors, methods };
}

/** Refused while the account's wrong codes are blocked; otherwise nothing. */
export async function gate(ctx: Pick<AppContext, 'db' | 'config'>, userId: number) {
  const row = await codeThrottleRepository.find(ctx.db, throttleKey(ctx, userId));
  if (row?.blockedUntil && row.blockedUntil.getTime() > Date.now())
    throw new AppError('TOO_MANY_REQUESTS', SECURITY_MESSAGES.tooManyCodes);
}

/** Counts a wrong code against the account; answers the failures in the window. */
export function recordWrongCode(ctx: Pick<AppContext, 'db' | 'config'>, userId: number) {
  return codeThrottleRepository.recordFailure(
    ctx.db,
    throttleKey(ctx, userId),
    CODE_WINDOW_MS,
    CODE_BLOCK_AFTER,
    CODE_BLOCK_MS,
  );
}

export function clearWrongCodes(ctx: Pick<AppContext, 'db' | 'config'>, userId: number) {
  return codeThrottleRepository.clear(ctx.db, throttleKey(ctx, userId));
}

/**
 * Checks a code against the account's authenticator apps, then its recovery codes. A wrong code
 * counts against the account (whatever the source) and is audited; each right code works once.
 * `userId` is the account proving itself: during the sign-in step the actor has no user yet.
 */
export async function checkCode(
  ctx: AppContext,
  userId: number,
  code: string,
  actor: Actor,
): Promise<'totp' | 'recovery'> {
  const { db, config } = ctx;
  await gate(ctx, userId);
  const typed = code.replace(/\s/g, '');
  if (looksLikeTotp(typed)) {
    for (const f of await repo.factors(db, userId)) {
      if (f.kind !== 'totp' || !f.secretSealed) continue;
      const step = totpStep(openSecret(config.FILE_ENCRYPTION_KEY, f.secretSealed), typed);
      if (step !== null && (await repo.takeStep(db, f.id, step))) {
        await clearWrongCodes(ctx, userId);
        return 'totp';
      }
    }
  } else if (await repo.useRecoveryCode(db, userId, hashRecoveryCode(config.SESSION_SECRET, typed))) {
    await clearWrongCodes(ctx, userId);
    const left = await repo.recoveryCodesLeft(db, userId);
    await audit(db, actor, { action: 'auth.recovery_code_used', subjectUserId: userId, details: { left } });
    await mailFactorChange(ctx, userId, 'codeUsed', { left });
    return 'recovery';
  }
  const failures = await recordWrongCode(ctx, userId);
  await audit(db, actor, { action: 'auth.factor_failed', subjectUserId: userId, details: { failures } });
  if (failures >= CODE_BLOCK_AFTER) throw new AppError('TOO_MANY_REQUESTS', SECURITY_MESSAGES.tooManyCodes);
  throw wrongCode();
}

export async function authenticationOptions(
  ctx: Pick<AppContext, 'publicUrl'>,
  factors: FactorRow[],
  userVerification: 'required' | 'preferred',
) {
  const { rpID } = relyingParty(ctx);
  return generateAuthenticationOptions({
    rpID,
    userVerification,
    allowCredentials: factors
      .filter((f) => f.kind === 'passkey' && f.credentialId)
      .map((f) => ({ id: f.credentialId!, transports: (f.transports ?? []) as AuthenticatorTransport[] })),
  });
}

/** Verifies a passkey assertion against the factor and the challenge; a good one moves its counter. */
export async function checkPasskey(
  ctx: Pick<AppContext, 'db' | 'publicUrl'>,
  factor: FactorRow,
  credential: PasskeyJson,
  challenge: string,
  requireUV: boolean,
) {
  const { rpID, origin } = relyingParty(ctx);
  try {
    const v = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: requireUV,
      credential: {
        id: factor.credentialId!,
        publicKey: Buffer.from(factor.publicKey!, 'base64url'),
        counter: factor.signCount,
        transports: factor.transports ?? [],
      },
    });
    if (!v.verified) return false;
    await repo.passkeyUsed(ctx.db, factor.id, v.authenticationInfo.newCounter);
    return true;
  } catch {
    return false;
  }
}
