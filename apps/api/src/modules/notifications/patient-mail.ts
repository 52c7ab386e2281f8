import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { composeMail, fill, localizedMail, mailCatalog, mailDate, mailMoney } from '../../platform/mail-templates';
import { accountRecipient, refundRecipient, requestRecipient } from './repository';
import { requestLink } from './request-mail';

/**
 * The mails the UI promises (request-mail.ts holds the request status mails): a welcome
 * on sign-up, a receipt on submission, the decision on a refund request ("We will e-mail you when
 * it is decided"), and the help desk's acknowledgement ("we will get back to you by email": the
 * reply comes from a person, this mail says the message arrived and under which ticket). Each is sent after its change has committed; a mail that cannot be written is
 * logged, never turned into a failure of what the patient did (the change stands). Each is in the
 * account holder's language (users.language; English when none was chosen).
 */
type Log = Pick<FastifyBaseLogger, 'error'>;

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
  const u = await accountRecipient(ctx.db, userId);
  if (!u) return false;
  const lang = u.language ?? 'en';
  const T = mailCatalog(lang);
  const text = composeMail(
    lang,
    u.name,
    [fill(T.welcome.ready, { email: u.email }), T.welcome.next],
    `${ctx.publicUrl()}/login/`,
    {
      cta: false,
      footer: [T.welcome.notYou],
    },
  );
  return safely(log, () => ctx.mailer.send(localizedMail(lang, u.email, T.welcome.subject, text)));
}

/** How a submitted request is paid, as its receipt says it ('failed': the card failed, payment is owed). */
export type ReceiptPayment = 'card' | 'check' | 'free' | 'failed';

/**
 * The receipt of a submitted request: its id, when, and how it is paid; with an e-authorization,
 * the mailed notice that the signed copy is kept with the request and downloadable from it (the
 * signer's copy, 45 CFR 164.508(c)(4)), by the request's link and without naming its contents.
 */
export async function mailReceipt(
  ctx: AppContext,
  log: Log,
  requestId: number,
  payment: ReceiptPayment,
): Promise<boolean> {
  const r = await requestRecipient(ctx.db, requestId);
  if (!r) return false;
  const lang = r.language ?? 'en';
  const T = mailCatalog(lang);
  const date = mailDate(lang, r.submittedOn ?? new Date());
  const vars = { rid: r.rid, date };
  const text = composeMail(
    lang,
    r.name,
    [
      fill(T.receipt.body[r.requestType], vars),
      T.receipt.payment[payment],
      ...(r.eAuthorization ? [T.receipt.authorization] : []),
      T.receipt.later,
    ],
    requestLink(ctx, r),
  );
  return safely(log, () => ctx.mailer.send(localizedMail(lang, r.email, fill(T.receipt.subject, vars), text)));
}

/**
 * The card failed after the request was sent (at the desk's completion: expired, or its hold lapsed):
 * the patient is told that payment is needed and how to give it, with the request's link.
 */
export async function mailPaymentNeeded(ctx: AppContext, log: Log, requestId: number): Promise<boolean> {
  const r = await requestRecipient(ctx.db, requestId);
  if (!r) return false;
  const lang = r.language ?? 'en';
  const T = mailCatalog(lang);
  const text = composeMail(lang, r.name, [T.receipt.payment.failed], requestLink(ctx, r));
  return safely(log, () =>
    ctx.mailer.send(localizedMail(lang, r.email, fill(T.receipt.paymentNeededSubject, { rid: r.rid }), text)),
  );
}

/** A refund request was decided (approved, denied) or the money was returned (refunded). */
export async function mailRefundDecision(ctx: AppContext, log: Log, refundId: number): Promise<boolean> {
  const f = await refundRecipient(ctx.db, refundId);
  if (!f || f.status === 'requested') return false;
  const lang = f.language ?? 'en';
  const T = mailCatalog(lang);
  const status = f.status;
  const vars = { rid: f.rid, amount: mailMoney(lang, f.amountCents) };
  const text = composeMail(lang, f.name, [fill(T.refund.body[status], vars)], `${ctx.publicUrl()}/p/request-refund`);
  return safely(log, () => ctx.mailer.send(localizedMail(lang, f.email, fill(T.refund.subject[status], vars), text)));
}

/** The help desk received a ticket: its number, never its title or text (they may hold health details). */
export async function mailHelpDeskReceived(
  ctx: AppContext,
  log: Log,
  userId: number,
  ticket: { id: number; page: string },
): Promise<boolean> {
  const u = await accountRecipient(ctx.db, userId);
  if (!u) return false;
  const lang = u.language ?? 'en';
  const T = mailCatalog(lang);
  const vars = { ticket: `#${ticket.id}`, page: ticket.page };
  const text = composeMail(
    lang,
    u.name,
    [fill(T.helpDesk.received, vars), T.helpDesk.reply],
    `${ctx.publicUrl()}/p/support`,
  );
  return safely(log, () => ctx.mailer.send(localizedMail(lang, u.email, T.helpDesk.subject, text)));
}
