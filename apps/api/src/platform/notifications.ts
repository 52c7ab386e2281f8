import { and, eq, gt, sql } from 'drizzle-orm';
import { statusLabel } from '@portal/shared';
import { mailOutbox, requests, users } from '../db/schema';
import type { AppContext } from './context';

/**
 * Mail to the patient about their request: a status change, a message from the records staff,
 * records ready to download. Mail travels in the clear and lands on shared screens, so the body
 * carries no health details — no provider, patient, record type or message text — only the
 * request id and a link into the portal, which asks for sign-in before showing anything.
 *
 * Call these after the change has committed (the mailer writes its own outbox row).
 */

/** A burst of staff messages sends one mail, not one per line. */
const CHAT_MAIL_QUIET_MS = 10 * 60 * 1000;

interface Recipient {
  email: string;
  name: string;
  rid: string;
  requestType: 'Record' | 'Form';
}

async function recipientOf(ctx: AppContext, requestId: number): Promise<Recipient | null> {
  const [row] = await ctx.db
    .select({ email: users.email, name: users.name, rid: requests.rid, requestType: requests.requestType })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(eq(requests.id, requestId));
  return row ?? null;
}

/** The portal page of the request; the portal redirects to sign-in when there is no session. */
export function requestLink(ctx: AppContext, r: Pick<Recipient, 'rid' | 'requestType'>): string {
  return `${ctx.publicUrl()}/p/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.requestType}`;
}

function body(r: Recipient, line: string, link: string): string {
  return [
    `Hello ${r.name},`,
    '',
    line,
    '',
    'Sign in to the Patient Portal to see the details:',
    link,
    '',
    'For your privacy this e-mail does not include any health information.',
  ].join('\n');
}

/** Answers whether a mail was written (false when the request does not exist). */
export async function notifyStatusChange(ctx: AppContext, requestId: number, status: string): Promise<boolean> {
  const r = await recipientOf(ctx, requestId);
  if (!r) return false;
  await ctx.mailer.send({
    to: r.email,
    subject: `Your request ${r.rid} has been updated`,
    text: body(r, `The status of your request ${r.rid} is now: ${statusLabel(status)}.`, requestLink(ctx, r)),
  });
  return true;
}

/**
 * A staff message arrived. Skipped when a chat mail for the same request went out in the last
 * ten minutes, so a conversation does not flood the inbox. Answers whether a mail was written.
 */
export async function notifyChatMessage(ctx: AppContext, requestId: number): Promise<boolean> {
  const r = await recipientOf(ctx, requestId);
  if (!r) return false;
  const subject = `New message about your request ${r.rid}`;
  const [recent] = await ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(
      eq(mailOutbox.to, r.email),
      eq(mailOutbox.subject, subject),
      gt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${CHAT_MAIL_QUIET_MS / 1000})`),
    ))
    .limit(1);
  if (recent) return false;
  await ctx.mailer.send({
    to: r.email,
    subject,
    text: body(r, `The records team has sent you a message about your request ${r.rid}.`, requestLink(ctx, r)),
  });
  return true;
}

export async function notifyRecordsReady(ctx: AppContext, requestId: number): Promise<boolean> {
  const r = await recipientOf(ctx, requestId);
  if (!r) return false;
  const what = r.requestType === 'Form' ? 'completed form' : 'records';
  const are = r.requestType === 'Form' ? 'is' : 'are';
  await ctx.mailer.send({
    to: r.email,
    subject: `Your ${what} for request ${r.rid} ${are} ready`,
    text: body(
      r,
      `Your ${what} for request ${r.rid} ${are} ready. Downloads are free for 30 days; after that the files are archived and need a Store & Share subscription.`,
      requestLink(ctx, r),
    ),
  });
  return true;
}
