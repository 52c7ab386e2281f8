import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@portal/shared';
import { refundRequests, requests, users } from '../db/schema';
import type { AppContext } from './context';
import { fill, MAIL_EN } from './mail-templates';
import { requestLink } from './notifications';

/**
 * The mails the UI promises (platform/notifications.ts holds the request status mails): a welcome
 * on sign-up, a receipt on submission, the decision on a refund request ("We will e-mail you when
 * it is decided"), and the help desk's acknowledgement ("we will get back to you by email": the
 * reply comes from a person, this mail says the message arrived and under which ticket). Each is sent after its change has committed; a mail that cannot be written is
 * logged, never turned into a failure of what the patient did (the change stands).
 */
const T = MAIL_EN;

type Log = Pick<FastifyBaseLogger, 'error'>;

function compose(name: string, lines: string[], link: string, opts: { signIn?: boolean; footer?: string[] } = {}): string {
  return [
    fill(T.greeting, { name }), '',
    ...lines.filter(Boolean).flatMap((l) => [l, '']),
    ...(opts.signIn === false ? [] : [T.signInToSee]), link, '',
    ...(opts.footer ?? []).flatMap((l) => [l, '']),
    T.privacy,
  ].join('\n');
}

async function safely(log: Log, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    log.error({ err }, 'mail could not be written');
    return false;
  }
}

export async function mailWelcome(ctx: AppContext, log: Log, userId: number): Promise<boolean> {
  const [u] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!u) return false;
  return safely(log, () => ctx.mailer.send({
    to: u.email,
    subject: T.welcome.subject,
    text: compose(u.name, T.welcome.body.map((l) => fill(l, { email: u.email })), `${ctx.publicUrl()}/login/`, {
      signIn: false, footer: [T.welcome.notYou],
    }),
  }));
}

/** The receipt of a submitted request: its id, when, and how it is paid. */
export async function mailReceipt(ctx: AppContext, log: Log, requestId: number, payment: 'card' | 'check' | 'free'): Promise<boolean> {
  const [r] = await ctx.db
    .select({ email: users.email, name: users.name, rid: requests.rid, requestType: requests.requestType, submittedOn: requests.submittedOn })
    .from(requests).innerJoin(users, eq(users.id, requests.userId)).where(eq(requests.id, requestId));
  if (!r) return false;
  const date = (r.submittedOn ?? new Date()).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const vars = { rid: r.rid, what: T.receipt.what[r.requestType], date, payment: T.receipt.payment[payment] };
  return safely(log, () => ctx.mailer.send({
    to: r.email,
    subject: fill(T.receipt.subject, vars),
    text: compose(r.name, T.receipt.body.map((l) => fill(l, vars)), requestLink(ctx, r)),
  }));
}

/** A refund request was decided (approved, denied) or the money was returned (refunded). */
export async function mailRefundDecision(ctx: AppContext, log: Log, refundId: number): Promise<boolean> {
  const [f] = await ctx.db
    .select({
      status: refundRequests.status, amountCents: refundRequests.amountCents,
      email: users.email, name: users.name, rid: requests.rid, requestType: requests.requestType,
    })
    .from(refundRequests)
    .innerJoin(requests, eq(requests.id, refundRequests.requestId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(eq(refundRequests.id, refundId));
  if (!f || f.status === 'requested') return false;
  const status = f.status;
  const vars = { rid: f.rid, amount: formatCents(f.amountCents), decision: T.refund.decision[status] };
  return safely(log, () => ctx.mailer.send({
    to: f.email,
    subject: fill(T.refund.subject, vars),
    text: compose(f.name, [fill(T.refund.body[status], vars)], `${ctx.publicUrl()}/p/request-refund`),
  }));
}

/** The help desk received a ticket: its number, never its title or text (they may hold health details). */
export async function mailHelpDeskReceived(ctx: AppContext, log: Log, userId: number, ticket: { id: number; page: string }): Promise<boolean> {
  const [u] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!u) return false;
  const vars = { ticket: `#${ticket.id}`, page: ticket.page };
  return safely(log, () => ctx.mailer.send({
    to: u.email,
    subject: T.helpDesk.subject,
    text: compose(u.name, T.helpDesk.body.map((l) => fill(l, vars)), `${ctx.publicUrl()}/p/support`),
  }));
}
