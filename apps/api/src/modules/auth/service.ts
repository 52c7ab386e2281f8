import { MESSAGES } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { mailWelcome } from '../notifications';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { createSession, revokeSession, revokeUserSessions } from '../../platform/sessions';
import { consumeOneTimeToken, issueOneTimeToken, supersedeOneTimeTokens } from '../../platform/tokens';
import { authRepository as repo } from './repository';
import { createSignInThrottle } from './sign-in-throttle';
import { fill, localizedMail, mailCatalog } from '../../platform/mail-templates';
import {
  afterPassword,
  completeFactorRecovery,
  continuePending,
  factorRecoveryReadyUser,
  signInWithCode,
  signInWithPasskey,
  signInWithPasskeyAlone,
  type ProvedUser,
} from '../mfa';

const HANDOFF_TTL_MS = 60_000;
const RESET_TTL_MS = 60 * 60_000;

const throttleOf = ({ db, config }: AppContext) =>
  createSignInThrottle(db, config.SESSION_SECRET, config.SIGN_IN_SLOWDOWN_MS);

/** The hand-off says how the account proved itself: the session takes it as its method. */
async function handoffFor({ db }: AppContext, userId: number, role: 'patient' | 'staff', method = 'password') {
  const auth_token = await issueOneTimeToken(db, {
    purpose: 'handoff',
    userId,
    ttlMs: HANDOFF_TTL_MS,
    data: { role, method },
  });
  return { auth_token, redirect: role === 'staff' ? '/staff' : '/p' };
}

async function signedIn(ctx: AppContext, p: ProvedUser, actor: Actor) {
  await audit(ctx.db, actor, { action: 'auth.sign_in', subjectUserId: p.userId, details: { method: p.method } });
  return handoffFor(ctx, p.userId, p.role, p.method);
}

export async function signUp(
  ctx: AppContext,
  input: {
    name: string;
    last_name: string;
    email: string;
    password: string;
    date_of_birth: string | null;
    language?: string;
  },
  actor: Actor,
) {
  const { db } = ctx;
  if (await repo.findByEmail(db, input.email))
    throw new AppError('CONFLICT', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const u = await repo.create(tx, {
      email: input.email,
      passwordHash,
      name: input.name,
      lastName: input.last_name,
      dateOfBirth: input.date_of_birth,
      language: input.language ?? null,
    });
    await audit(tx, actor, { action: 'auth.sign_up', subjectUserId: u.id, entityType: 'user', entityId: u.id });
    return u;
  });
  await mailWelcome(ctx, ctx.log, user.id);
  return handoffFor(ctx, user.id, 'patient');
}

/**
 * Known and unknown e-mails take the same path: the same throttle, the same delay, a password
 * check (against a dummy hash when there is no account) and the same answers.
 */
export async function signIn(ctx: AppContext, email: string, password: string, actor: Actor) {
  const { db } = ctx;
  const throttle = throttleOf(ctx);
  const key = throttle.keyOf(email, actor.ip ?? '');
  const gate = await throttle.before(key);
  if (gate.blocked) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.accountLocked);
  if (gate.delayMs) await new Promise((r) => setTimeout(r, gate.delayMs));
  const user = await repo.findByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    const failures = await throttle.failed(key);
    if (user) await audit(db, actor, { action: 'auth.sign_in_failed', subjectUserId: user.id, details: { failures } });
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
  }
  await throttle.succeeded(key);
  // With a second factor (or a records-desk account that must enrol one), the password alone
  // gives no hand-off and so no session: only a pending token for the next step.
  const challenge = await afterPassword(ctx, user.id, user.role);
  if (challenge) return challenge;
  await audit(db, actor, { action: 'auth.sign_in', subjectUserId: user.id });
  return handoffFor(ctx, user.id, user.role);
}

/** The second step passed (a code, a passkey, or an enrolment confirmed): the hand-off. */
export const mfaCode = async (ctx: AppContext, mfaToken: string, code: string, actor: Actor) =>
  signedIn(ctx, await signInWithCode(ctx, mfaToken, code, actor), actor);
export const mfaPasskey = async (
  ctx: AppContext,
  mfaToken: string,
  credential: Parameters<typeof signInWithPasskey>[2],
  actor: Actor,
) => signedIn(ctx, await signInWithPasskey(ctx, mfaToken, credential, actor), actor);
export const mfaContinue = async (ctx: AppContext, mfaToken: string, actor: Actor) =>
  signedIn(ctx, await continuePending(ctx, mfaToken), actor);
export const passkeySignIn = async (
  ctx: AppContext,
  challengeToken: string,
  credential: Parameters<typeof signInWithPasskeyAlone>[2],
  actor: Actor,
) => signedIn(ctx, await signInWithPasskeyAlone(ctx, challengeToken, credential, actor), actor);

/**
 * After the waiting period: the finishing link and the password (throttled as a sign-in is)
 * remove every factor. A patient is signed in to set up anew; a records-desk account gets the
 * enrolment step at once, its requirement untouched.
 */
export async function recoveryFinish(ctx: AppContext, token: string, password: string, actor: Actor) {
  const { db } = ctx;
  const throttle = throttleOf(ctx);
  const userId = await factorRecoveryReadyUser(ctx, token);
  const user = await repo.findById(db, userId);
  if (!user) throw new AppError('BAD_REQUEST', MESSAGES.linkExpired);
  const key = throttle.keyOf(user.email, actor.ip ?? '');
  const gate = await throttle.before(key);
  if (gate.blocked) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.accountLocked);
  if (gate.delayMs) await new Promise((r) => setTimeout(r, gate.delayMs));
  if (!(await verifyPassword(user.passwordHash, password))) {
    const failures = await throttle.failed(key);
    await audit(db, actor, { action: 'auth.sign_in_failed', subjectUserId: user.id, details: { failures } });
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
  }
  await throttle.succeeded(key);
  await completeFactorRecovery(ctx, token, actor);
  const challenge = await afterPassword(ctx, user.id, user.role);
  if (challenge) return challenge;
  await audit(db, actor, { action: 'auth.sign_in', subjectUserId: user.id, details: { method: 'recovery_mail' } });
  return handoffFor(ctx, user.id, user.role, 'recovery_mail');
}

/** Exchanges the one-time hand-off token for a session token (the only way to get one). */
export async function exchange(ctx: AppContext, authToken: string, actor: Actor) {
  const { db } = ctx;
  const row = await consumeOneTimeToken(db, 'handoff', authToken);
  if (!row?.userId) throw new AppError('UNAUTHORIZED', MESSAGES.linkExpired);
  const user = await repo.findById(db, row.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const session_token = await createSession(db, {
    userId: user.id,
    kind: user.role,
    authMethod: typeof row.data.method === 'string' ? row.data.method : 'password',
    ip: actor.ip ?? undefined,
    userAgent: actor.userAgent ?? undefined,
  });
  return { session_token, idle_timeout_ms: ctx.config.SESSION_IDLE_MS, kind: user.role };
}

/** Ends the caller's session (`sessionId`). */
export async function signOut({ db }: AppContext, sessionId: number, reason: 'user' | 'idle', actor: Actor) {
  await revokeSession(db, sessionId, reason);
  await audit(db, actor, { action: reason === 'idle' ? 'auth.session_expired' : 'auth.sign_out' });
}

/** Always answers the same way, so the form does not reveal which emails have accounts. */
export async function forgotPassword(ctx: AppContext, email: string, actor: Actor) {
  const { db } = ctx;
  const user = await repo.findByEmail(db, email);
  if (!user) return;
  // Only the newest link works: an older one (in an old mail, a shared inbox) stops working.
  const token = await db.transaction(async (tx) => {
    await supersedeOneTimeTokens(tx, 'password_reset', user.id);
    return issueOneTimeToken(tx, { purpose: 'password_reset', userId: user.id, ttlMs: RESET_TTL_MS });
  });
  const link = `${ctx.publicUrl()}/login/reset-password?token=${encodeURIComponent(token)}`;
  // In the account's language (users.language), like every mail to an account holder.
  const lang = user.language ?? 'en';
  const T = mailCatalog(lang).passwordReset;
  const text = `${fill(mailCatalog(lang).greeting, { name: user.name })}\n\n${T.body}\n${link}\n\n${T.ignore}`;
  await ctx.mailer.send(localizedMail(lang, user.email, T.subject, text));
  await audit(db, actor, { action: 'auth.password_reset_requested', subjectUserId: user.id });
}

export async function resetPassword({ db }: AppContext, token: string, password: string, actor: Actor) {
  const row = await consumeOneTimeToken(db, 'password_reset', token);
  if (!row?.userId) throw new AppError('BAD_REQUEST', MESSAGES.linkExpired);
  await repo.setPassword(db, row.userId, await hashPassword(password));
  await revokeUserSessions(db, row.userId, 'password_reset');
  await audit(db, actor, { action: 'auth.password_reset', subjectUserId: row.userId });
}
