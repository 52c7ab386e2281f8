import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SECURITY_MESSAGES, type Factor, type MfaChallenge } from '@portal/shared';
import { SYSTEM_ACTOR, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { fill, localizedMail, mailCatalog } from '../../platform/mail-templates';
import { verifyPassword } from '../../platform/passwords';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../../platform/tokens';
import {
  hashRecoveryCode,
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpStep,
  totpUri,
} from './factor-crypto';
import { createFactorRecovery } from './recovery';
import { codeThrottleRepository, mfaRepository as repo, type FactorRow } from './repository';

/** A half-signed-in account lives this long: a one-time token, never a session. */
const PENDING_TTL_MS = 10 * 60_000;
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per account: after this many in the window, the account's codes are refused for BLOCK_MS. */
const CODE_BLOCK_AFTER = 5;
const CODE_WINDOW_MS = 15 * 60_000;
const CODE_BLOCK_MS = 15 * 60_000;

type Role = 'patient' | 'staff';
type PasskeyJson = { id: string; type: string } & Record<string, unknown>;
export interface ProvedUser {
  userId: number;
  role: Role;
  method: 'totp' | 'recovery' | 'passkey';
}

const stepExpired = () => new AppError('UNAUTHORIZED', SECURITY_MESSAGES.stepExpired);
const wrongCode = () => badRequest(SECURITY_MESSAGES.wrongCode, { code: SECURITY_MESSAGES.wrongCode });
const passkeyFailed = () => badRequest(SECURITY_MESSAGES.passkeyFailed);

const toFactor = (f: FactorRow): Factor => ({
  id: f.id,
  kind: f.kind,
  name: f.name,
  created_at: f.createdAt.toISOString(),
  last_used_at: f.lastUsedAt?.toISOString() ?? null,
});

/**
 * Second factors: enrolment, the sign-in step after the password (and the passkey sign-in
 * without one), recovery codes and step-up. The relying party id and origin come from PUBLIC_URL
 * (ctx.publicUrl), never from a request's headers.
 */
export function createMfaService(ctx: AppContext) {
  const { db, config } = ctx;
  const recovery = createFactorRecovery(ctx);
  const rp = () => {
    const u = new URL(ctx.publicUrl());
    return { rpID: u.hostname, origin: u.origin };
  };
  const throttleKey = (userId: number) =>
    createHmac('sha256', config.SESSION_SECRET).update(`factor-codes\n${userId}`).digest('hex');
  /** WebAuthn's user handle: opaque, no e-mail or id in it. */
  const userHandle = (userId: number) =>
    new Uint8Array(
      createHmac('sha256', config.SESSION_SECRET).update(`webauthn-user\n${userId}`).digest().subarray(0, 16),
    );

  async function mail(userId: number, line: string, vars: Record<string, string | number> = {}) {
    const u = await repo.user(db, userId);
    if (!u) return;
    const lang = u.language ?? 'en';
    const M = mailCatalog(lang);
    const T = M.security;
    const text = [
      fill(M.greeting, { name: u.name }),
      '',
      fill(line === 'added' ? T.added : line === 'removed' ? T.removed : line === 'codes' ? T.codes : T.codeUsed, vars),
      '',
      T.notYou,
      `${ctx.publicUrl()}/login/forgot-password`,
    ].join('\n');
    try {
      await ctx.mailer.send(localizedMail(lang, u.email, T.subject, text));
    } catch (err) {
      ctx.log.error({ err }, 'factor mail could not be written');
    }
  }

  async function methodsOf(userId: number) {
    const factors = await repo.factors(db, userId);
    const kinds = new Set(factors.map((f) => f.kind));
    const methods: MfaChallenge['methods'] = [];
    if (kinds.has('passkey')) methods.push('passkey');
    if (kinds.has('totp')) methods.push('totp');
    if (factors.length && (await repo.recoveryCodesLeft(db, userId)) > 0) methods.push('recovery');
    return { factors, methods };
  }

  /** Refused while the account's wrong codes are blocked; otherwise nothing. */
  async function gate(userId: number) {
    const row = await codeThrottleRepository.find(db, throttleKey(userId));
    if (row?.blockedUntil && row.blockedUntil.getTime() > Date.now())
      throw new AppError('TOO_MANY_REQUESTS', SECURITY_MESSAGES.tooManyCodes);
  }

  /**
   * Checks a code against the account's authenticator apps, then its recovery codes. A wrong code
   * counts against the account (whatever the source) and is audited; each right code works once.
   */
  async function checkCode(userId: number, code: string, actor: Actor): Promise<'totp' | 'recovery'> {
    await gate(userId);
    const typed = code.replace(/\s/g, '');
    if (looksLikeTotp(typed)) {
      for (const f of await repo.factors(db, userId)) {
        if (f.kind !== 'totp' || !f.secretSealed) continue;
        const step = totpStep(openSecret(config.FILE_ENCRYPTION_KEY, f.secretSealed), typed);
        if (step !== null && (await repo.takeStep(db, f.id, step))) {
          await codeThrottleRepository.clear(db, throttleKey(userId));
          return 'totp';
        }
      }
    } else if (await repo.useRecoveryCode(db, userId, hashRecoveryCode(config.SESSION_SECRET, typed))) {
      await codeThrottleRepository.clear(db, throttleKey(userId));
      const left = await repo.recoveryCodesLeft(db, userId);
      await audit(db, actor, { action: 'auth.recovery_code_used', subjectUserId: userId, details: { left } });
      await mail(userId, 'codeUsed', { left });
      return 'recovery';
    }
    const failures = await codeThrottleRepository.recordFailure(
      db,
      throttleKey(userId),
      CODE_WINDOW_MS,
      CODE_BLOCK_AFTER,
      CODE_BLOCK_MS,
    );
    await audit(db, actor, { action: 'auth.factor_failed', subjectUserId: userId, details: { failures } });
    if (failures >= CODE_BLOCK_AFTER) throw new AppError('TOO_MANY_REQUESTS', SECURITY_MESSAGES.tooManyCodes);
    throw wrongCode();
  }

  async function authenticationOptions(
    userId: number | null,
    factors: FactorRow[],
    userVerification: 'required' | 'preferred',
  ) {
    const { rpID } = rp();
    return generateAuthenticationOptions({
      rpID,
      userVerification,
      allowCredentials: factors
        .filter((f) => f.kind === 'passkey' && f.credentialId)
        .map((f) => ({ id: f.credentialId!, transports: (f.transports ?? []) as AuthenticatorTransport[] })),
    }).then((options) => ({ options, userId }));
  }

  async function checkPasskey(factor: FactorRow, credential: PasskeyJson, challenge: string, requireUV: boolean) {
    const { rpID, origin } = rp();
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
      await repo.passkeyUsed(db, factor.id, v.authenticationInfo.newCounter);
      return true;
    } catch {
      return false;
    }
  }

  async function pending(mfaToken: string) {
    const row = await peekOneTimeToken(db, 'mfa_pending', mfaToken);
    if (!row?.userId) throw stepExpired();
    const role: Role = row.data.role === 'staff' ? 'staff' : 'patient';
    return { row, userId: row.userId, role };
  }

  async function finishPending(mfaToken: string) {
    const row = await consumeOneTimeToken(db, 'mfa_pending', mfaToken);
    if (!row?.userId) throw stepExpired();
  }

  /** A first factor gets ten recovery codes; later ones keep the set there is. */
  async function codesForFirstFactor(userId: number, actor: Actor): Promise<string[] | null> {
    if ((await repo.factors(db, userId)).length !== 1) return null;
    return issueRecoveryCodes(userId, actor);
  }

  async function issueRecoveryCodes(userId: number, actor: Actor) {
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await repo.replaceRecoveryCodes(
        tx,
        userId,
        codes.map((c) => hashRecoveryCode(config.SESSION_SECRET, c)),
      );
      await audit(tx, actor, { action: 'auth.recovery_codes_created', subjectUserId: userId });
    });
    await mail(userId, 'codes');
    return codes;
  }

  async function startTotp(userId: number) {
    const u = await repo.user(db, userId);
    if (!u) throw notFound();
    const secret = newTotpSecret();
    const row = await db.transaction(async (tx) => {
      await repo.dropUnconfirmed(tx, userId);
      return repo.insertFactor(tx, {
        userId,
        kind: 'totp',
        name: 'Authenticator app',
        secretSealed: sealSecret(config.FILE_ENCRYPTION_KEY, secret),
      });
    });
    return { factor_id: row.id, secret, uri: totpUri(secret, u.email) };
  }

  /** The set-up counts once a first code proves the app holds the secret. */
  async function confirmTotp(userId: number, factorId: number, code: string, name: string | undefined, actor: Actor) {
    const f = await repo.factor(db, userId, factorId);
    if (!f || f.kind !== 'totp' || f.confirmedAt || !f.secretSealed) throw notFound();
    await gate(userId);
    const step = totpStep(openSecret(config.FILE_ENCRYPTION_KEY, f.secretSealed), code.replace(/\s/g, ''));
    if (step === null) {
      await codeThrottleRepository.recordFailure(
        db,
        throttleKey(userId),
        CODE_WINDOW_MS,
        CODE_BLOCK_AFTER,
        CODE_BLOCK_MS,
      );
      throw wrongCode();
    }
    await codeThrottleRepository.clear(db, throttleKey(userId));
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
    await mail(userId, 'added', { name: label });
    return { recovery_codes: await codesForFirstFactor(userId, actor) };
  }

  return {
    /**
     * After the password: null when the account has no factor (the hand-off follows), otherwise
     * the pending sign-in: a one-time token that only the routes of this step accept. A records-desk
     * account without a factor gets one too, to enrol.
     */
    async afterPassword(userId: number, role: Role): Promise<MfaChallenge | null> {
      const { factors, methods } = await methodsOf(userId);
      const enrol = factors.length === 0 && role === 'staff';
      if (!factors.length && !enrol) return null;
      const mfa_token = await issueOneTimeToken(db, {
        purpose: 'mfa_pending',
        userId,
        ttlMs: PENDING_TTL_MS,
        data: { role, enrol },
      });
      return { mfa_token, methods, enrol };
    },

    async signInWithCode(mfaToken: string, code: string, actor: Actor): Promise<ProvedUser> {
      const p = await pending(mfaToken);
      if (p.row.data.enrol) throw stepExpired();
      const method = await checkCode(p.userId, code, actor);
      await finishPending(mfaToken);
      return { userId: p.userId, role: p.role, method };
    },

    async signInPasskeyOptions(mfaToken: string) {
      const p = await pending(mfaToken);
      const factors = await repo.factors(db, p.userId);
      if (!factors.some((f) => f.kind === 'passkey')) throw passkeyFailed();
      const { options } = await authenticationOptions(p.userId, factors, 'preferred');
      await repo.setTokenData(db, p.row.id, { ...p.row.data, challenge: options.challenge });
      return { challenge_token: mfaToken, options };
    },

    async signInWithPasskey(mfaToken: string, credential: PasskeyJson, actor: Actor): Promise<ProvedUser> {
      const p = await pending(mfaToken);
      await gate(p.userId);
      const challenge = typeof p.row.data.challenge === 'string' ? p.row.data.challenge : null;
      const factor = await repo.factorByCredential(db, credential.id);
      if (
        !challenge ||
        !factor ||
        factor.userId !== p.userId ||
        !(await checkPasskey(factor, credential, challenge, false))
      ) {
        await audit(db, actor, { action: 'auth.factor_failed', subjectUserId: p.userId, details: { kind: 'passkey' } });
        throw passkeyFailed();
      }
      await finishPending(mfaToken);
      return { userId: p.userId, role: p.role, method: 'passkey' };
    },

    /** Passkey sign-in without a password: a discoverable credential with user verification (itself two factors). */
    async passkeyOptions() {
      const { options } = await authenticationOptions(null, [], 'required');
      const challenge_token = await issueOneTimeToken(db, {
        purpose: 'passkey_challenge',
        ttlMs: CHALLENGE_TTL_MS,
        data: { challenge: options.challenge },
      });
      return { challenge_token, options };
    },

    async signInWithPasskeyAlone(challengeToken: string, credential: PasskeyJson, actor: Actor): Promise<ProvedUser> {
      const row = await consumeOneTimeToken(db, 'passkey_challenge', challengeToken);
      const challenge = typeof row?.data.challenge === 'string' ? row.data.challenge : null;
      const factor = await repo.factorByCredential(db, credential.id);
      if (!challenge || !factor || !(await checkPasskey(factor, credential, challenge, true))) {
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
    },

    /**
     * "I lost my phone and my recovery codes": the password is proved (the pending sign-in), so
     * the account's own address gets the link that starts a recovery. The pending sign-in stays:
     * a code found meanwhile still works.
     */
    async requestRecovery(mfaToken: string, actor: Actor) {
      const p = await pending(mfaToken);
      if (p.row.data.enrol) throw stepExpired();
      await recovery.request(p.userId, actor);
    },

    recovery,

    /** A records-desk account enrolling at sign-in: the set-up, then its first code. */
    async enrolTotpPending(mfaToken: string) {
      const p = await pending(mfaToken);
      if (!p.row.data.enrol) throw stepExpired();
      return startTotp(p.userId);
    },

    async enrolConfirmPending(mfaToken: string, code: string, actor: Actor) {
      const p = await pending(mfaToken);
      if (!p.row.data.enrol) throw stepExpired();
      const setup = await repo.unconfirmedTotp(db, p.userId);
      if (!setup) throw stepExpired();
      const answer = await confirmTotp(p.userId, setup.id, code, undefined, actor);
      await repo.setTokenData(db, p.row.id, { ...p.row.data, proved: true });
      return answer;
    },

    /** After the recovery codes were shown: the enrolled account's hand-off. */
    async continuePending(mfaToken: string): Promise<ProvedUser> {
      const p = await pending(mfaToken);
      if (p.row.data.proved !== true) throw stepExpired();
      await finishPending(mfaToken);
      return { userId: p.userId, role: p.role, method: 'totp' };
    },

    async security(userId: number) {
      const u = await repo.user(db, userId);
      if (!u) throw notFound();
      const factors = await repo.factors(db, userId);
      return {
        factors: factors.map(toFactor),
        recovery_codes_left: factors.length ? await repo.recoveryCodesLeft(db, userId) : 0,
        factor_required: u.role === 'staff',
        recovery_pending: await recovery.pending(userId),
      };
    },

    startTotp,
    confirmTotp,

    async registrationOptions(userId: number) {
      const u = await repo.user(db, userId);
      if (!u) throw notFound();
      const { rpID } = rp();
      const factors = await repo.factors(db, userId);
      const options = await generateRegistrationOptions({
        rpName: 'Patient Portal',
        rpID,
        userName: u.email,
        userDisplayName: u.name,
        userID: userHandle(userId),
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
    },

    async addPasskey(userId: number, challengeToken: string, name: string, credential: PasskeyJson, actor: Actor) {
      const row = await consumeOneTimeToken(db, 'passkey_registration', challengeToken);
      const challenge = row?.userId === userId && typeof row.data.challenge === 'string' ? row.data.challenge : null;
      if (!challenge) throw passkeyFailed();
      const { rpID, origin } = rp();
      let info;
      try {
        const v = await verifyRegistrationResponse({
          response: credential as unknown as RegistrationResponseJSON,
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
          name,
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
      await mail(userId, 'added', { name: f.name });
      return { recovery_codes: await codesForFirstFactor(userId, actor) };
    },

    async removeFactor(userId: number, sessionId: number, factorId: number, actor: Actor) {
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
      await mail(userId, 'removed', { name: f.name });
    },

    async newRecoveryCodes(userId: number, sessionId: number, actor: Actor) {
      if (!(await repo.factors(db, userId)).length) throw badRequest(SECURITY_MESSAGES.stepUpRequired);
      await requireRecentProof(ctx, sessionId);
      return { recovery_codes: await issueRecoveryCodes(userId, actor) };
    },

    async stepUpOptions(userId: number) {
      const { factors, methods } = await methodsOf(userId);
      if (!factors.length) return { methods: ['password' as const], passkey: null };
      const passkey = factors.some((f) => f.kind === 'passkey') ? await passkeyChallengeFor(userId, factors) : null;
      return { methods, passkey };
    },

    /** A fresh proof for this session: a factor when one is enrolled, the password otherwise. */
    async stepUp(
      userId: number,
      sessionId: number,
      input: { code?: string; password?: string; challenge_token?: string; credential?: PasskeyJson },
      actor: Actor,
    ) {
      const factors = await repo.factors(db, userId);
      if (!factors.length) {
        const hash = await repo.passwordHash(db, userId);
        if (!input.password || !hash || !(await verifyPassword(hash, input.password)))
          throw badRequest(SECURITY_MESSAGES.wrongPassword, { password: SECURITY_MESSAGES.wrongPassword });
      } else if (input.credential && input.challenge_token) {
        await gate(userId);
        const row = await consumeOneTimeToken(db, 'passkey_step_up', input.challenge_token);
        const challenge = row?.userId === userId && typeof row.data.challenge === 'string' ? row.data.challenge : null;
        const factor = await repo.factorByCredential(db, input.credential.id);
        if (
          !challenge ||
          !factor ||
          factor.userId !== userId ||
          !(await checkPasskey(factor, input.credential, challenge, false))
        ) {
          await audit(db, actor, { action: 'auth.factor_failed', subjectUserId: userId, details: { kind: 'passkey' } });
          throw passkeyFailed();
        }
      } else if (input.code) {
        await checkCode(userId, input.code, actor);
      } else {
        throw wrongCode();
      }
      await repo.markSessionVerified(db, sessionId);
      await audit(db, actor, { action: 'auth.step_up', subjectUserId: userId });
      return { message: 'OK' };
    },
  };

  async function passkeyChallengeFor(userId: number, factors: FactorRow[]) {
    const { options } = await authenticationOptions(userId, factors, 'preferred');
    const challenge_token = await issueOneTimeToken(db, {
      purpose: 'passkey_step_up',
      userId,
      ttlMs: CHALLENGE_TTL_MS,
      data: { challenge: options.challenge },
    });
    return { challenge_token, options };
  }
}

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
