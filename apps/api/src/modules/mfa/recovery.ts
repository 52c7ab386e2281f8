import { formatDateTime, MESSAGES, SECURITY_MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { fill, localizedMail, mailCatalog, mailLanguage } from '../../platform/mail-templates';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  peekOneTimeToken,
  supersedeOneTimeTokens,
} from '../../platform/tokens';
import { mfaRepository as repo } from './repository';

/** The mailed link that starts a recovery: an hour, once. */
const LINK_TTL_MS = 60 * 60_000;
/** After the waiting period, the finishing link keeps working this long. */
const FINISH_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** The one-time tokens of a recovery, each of its own purpose (none is a session, nor accepted as one). */
export const RECOVERY_PURPOSES = {
  link: 'factor_recovery_link',
  recovery: 'factor_recovery',
  cancel: 'factor_recovery_cancel',
} as const;

const linkExpired = () => badRequest(MESSAGES.linkExpired);

/**
 * Every factor lost (no phone, no passkey, no recovery code): the account's mail plus a waiting
 * period. The password step asks for a link to the account's address; following it starts the
 * wait (MFA_RECOVERY_WAIT_MS), and a mail says when the factors go and offers a one-click cancel;
 * after the wait, the mailed link with the password removes every factor. Each step is audited
 * and mailed. A records-desk account keeps its requirement: it enrols again at once.
 */

async function send(
  ctx: AppContext,
  userId: number,
  build: (M: ReturnType<typeof mailCatalog>, lang: string) => string[],
  subject?: string,
) {
  const u = await repo.user(ctx.db, userId);
  if (!u) return;
  const lang = u.language ?? 'en';
  const M = mailCatalog(lang);
  const text = [fill(M.greeting, { name: u.name }), '', ...build(M, lang)].join('\n');
  try {
    await ctx.mailer.send(localizedMail(lang, u.email, subject ?? M.security.subject, text));
  } catch (err) {
    ctx.log.error({ err }, 'factor recovery mail could not be written');
  }
}
/** A moment in the reader's language, with its time of day (UTC: a mail has no time zone of its reader). */
const when = (lang: string, d: Date) => `${formatDateTime(d, mailLanguage(lang), 'chat', 'UTC')} UTC`;
const readyAt = (data: Record<string, unknown>) =>
  typeof data.ready_at === 'string' ? new Date(data.ready_at) : new Date(8.64e15);

/** Ends a recovery that waits (or a link not yet followed), whoever asks. Answers whether there was one. */
async function cancelFor(ctx: AppContext, userId: number, actor: Actor, how: 'mail' | 'session') {
  const { db } = ctx;
  const live = await repo.liveToken(db, RECOVERY_PURPOSES.recovery, userId);
  const link = await repo.liveToken(db, RECOVERY_PURPOSES.link, userId);
  await db.transaction(async (tx) => {
    for (const p of Object.values(RECOVERY_PURPOSES)) await supersedeOneTimeTokens(tx, p, userId);
    if (live || link)
      await audit(tx, actor, { action: 'auth.factor_recovery_cancelled', subjectUserId: userId, details: { how } });
  });
  if (live) await send(ctx, userId, (M) => [M.security.recoveryCancelled]);
  return Boolean(live || link);
}

/**
 * From the second step (the password proved): mails the link that starts a recovery. `userId` is
 * the pending sign-in's account (the actor has no user yet).
 */
export async function requestFactorRecovery(ctx: AppContext, userId: number, actor: Actor) {
  const { db } = ctx;
  const token = await db.transaction(async (tx) => {
    await supersedeOneTimeTokens(tx, RECOVERY_PURPOSES.link, userId);
    const t = await issueOneTimeToken(tx, { purpose: RECOVERY_PURPOSES.link, userId, ttlMs: LINK_TTL_MS });
    await audit(tx, actor, { action: 'auth.factor_recovery_requested', subjectUserId: userId });
    return t;
  });
  const link = `${ctx.publicUrl()}/login/factor-recovery?token=${encodeURIComponent(token)}`;
  await send(
    ctx,
    userId,
    (M) => [M.security.recoveryLinkBody, link, '', M.security.recoveryLinkIgnore],
    mailCatalog((await repo.user(db, userId))?.language ?? 'en').security.recoveryLinkSubject,
  );
}

/** The mailed link followed: the waiting period starts, and the account is told how to stop it. */
export async function startFactorRecovery(ctx: AppContext, linkToken: string, actor: Actor) {
  const { db, config } = ctx;
  const row = await consumeOneTimeToken(db, RECOVERY_PURPOSES.link, linkToken);
  if (!row?.userId) throw linkExpired();
  const userId = row.userId;
  if (!(await repo.factors(db, userId)).length) throw linkExpired();
  const ready = new Date(Date.now() + config.MFA_RECOVERY_WAIT_MS);
  const ttlMs = config.MFA_RECOVERY_WAIT_MS + FINISH_WINDOW_MS;
  const { finish, cancel } = await db.transaction(async (tx) => {
    // One recovery at a time: a newer one replaces (and restarts) the older.
    await supersedeOneTimeTokens(tx, RECOVERY_PURPOSES.recovery, userId);
    await supersedeOneTimeTokens(tx, RECOVERY_PURPOSES.cancel, userId);
    const data = { ready_at: ready.toISOString() };
    const finish = await issueOneTimeToken(tx, { purpose: RECOVERY_PURPOSES.recovery, userId, ttlMs, data });
    const cancel = await issueOneTimeToken(tx, { purpose: RECOVERY_PURPOSES.cancel, userId, ttlMs });
    await audit(tx, actor, {
      action: 'auth.factor_recovery_started',
      subjectUserId: userId,
      details: { ready_at: data.ready_at },
    });
    return { finish, cancel };
  });
  const base = ctx.publicUrl();
  await send(ctx, userId, (M, lang) => [
    fill(M.security.recoveryStarted, { date: when(lang, ready) }),
    '',
    M.security.recoveryCancelLine,
    `${base}/login/factor-recovery/cancel?token=${encodeURIComponent(cancel)}`,
    '',
    M.security.recoveryFinishLine,
    `${base}/login/factor-recovery/finish?token=${encodeURIComponent(finish)}`,
  ]);
  return { ready_at: ready.toISOString() };
}

/** Where a recovery stands, read through its finishing link (nothing used up). */
export async function factorRecoveryStatus({ db }: AppContext, token: string) {
  const row = await peekOneTimeToken(db, RECOVERY_PURPOSES.recovery, token);
  if (!row?.userId) throw linkExpired();
  const ready = readyAt(row.data);
  return { ready_at: ready.toISOString(), ready: ready.getTime() <= Date.now() };
}

/** The account a finishing link is for, once its waiting period is over (refused before). */
export async function factorRecoveryReadyUser({ db }: AppContext, token: string) {
  const row = await peekOneTimeToken(db, RECOVERY_PURPOSES.recovery, token);
  if (!row?.userId) throw linkExpired();
  if (readyAt(row.data).getTime() > Date.now()) throw new AppError('BAD_REQUEST', SECURITY_MESSAGES.recoveryWaiting);
  return row.userId;
}

/**
 * The password proved and the wait over: uses the link up and removes every factor and
 * recovery code, audited and mailed.
 */
export async function completeFactorRecovery(ctx: AppContext, token: string, actor: Actor) {
  const { db } = ctx;
  // Checked before the link is used up: a link followed too early keeps working once the wait is over.
  await factorRecoveryReadyUser(ctx, token);
  const row = await consumeOneTimeToken(db, RECOVERY_PURPOSES.recovery, token);
  if (!row?.userId) throw linkExpired();
  const userId = row.userId;
  const removed = await db.transaction(async (tx) => {
    const n = await repo.removeAllFactors(tx, userId);
    await supersedeOneTimeTokens(tx, RECOVERY_PURPOSES.cancel, userId);
    await supersedeOneTimeTokens(tx, RECOVERY_PURPOSES.link, userId);
    await audit(tx, actor, {
      action: 'auth.factors_removed_by_recovery',
      subjectUserId: userId,
      details: { factors: n },
    });
    return n;
  });
  await send(ctx, userId, (M) => [
    M.security.recoveryRemoved,
    '',
    M.security.notYou,
    `${ctx.publicUrl()}/login/forgot-password`,
  ]);
  return { userId, removed };
}

/** The one-click cancel from the waiting-period mail. */
export async function cancelFactorRecoveryByLink(ctx: AppContext, token: string, actor: Actor) {
  const row = await consumeOneTimeToken(ctx.db, RECOVERY_PURPOSES.cancel, token);
  if (!row?.userId) throw linkExpired();
  await cancelFor(ctx, row.userId, actor, 'mail');
}

/** Cancelled by the account's own session (it still has its factor). */
export const cancelFactorRecovery = (ctx: AppContext, actor: Actor) =>
  cancelFor(ctx, userIdOf(actor), actor, 'session');

/** A recovery waiting for this account: when its factors could go, or null. */
export async function factorRecoveryPending({ db }: AppContext, userId: number) {
  const row = await repo.liveToken(db, RECOVERY_PURPOSES.recovery, userId);
  return row ? { ready_at: readyAt(row.data).toISOString() } : null;
}
