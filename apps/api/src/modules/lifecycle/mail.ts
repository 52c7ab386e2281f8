import { type LifecycleEvent, type LifecycleState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { requests } from '../../db/schema';
import {
  composeMail,
  fill,
  localizedMail,
  mailCatalog,
  mailDate,
  mailMoney,
  stateWord,
} from '../../platform/mail-templates';
import { clockOfRequest } from './clock';
import { lifecycleRepository as repo } from './repository';
import type { LifecycleCtx } from './transition';

/**
 * The patient's mail about a move, written to the outbox in the move's transaction. Like every
 * request mail it carries no health details (no provider, no reason text): only the request id,
 * what the patient has to do, the legal deadline and a link that needs sign-in. In the patient's
 * language (users.language). One exception: a price raise carries the desk's reason for the fee,
 * as the desk typed it (on one line, escaped in the HTML part), since the patient approves the
 * price with it.
 */
export async function queueLifecycleMail(
  tx: DbOrTx,
  ctx: LifecycleCtx & { amountCents?: number; priceReason?: string | null },
  r: typeof requests.$inferSelect,
  event: LifecycleEvent,
  to: LifecycleState,
  now: Date,
): Promise<number[]> {
  const u = await repo.recipient(tx, r.userId);
  if (!u) return [];
  const lang = u.language ?? 'en';
  // The portal page of the request (the same link as platform/notifications): sign-in comes first.
  const link = `${ctx.publicUrl()}/p/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.requestType}`;
  const m = compose(lang, r, event, to, now, ctx.amountCents, ctx.priceReason);
  const text = composeMail(lang, u.name, m.lines, link, { cta: m.cta, tight: true });
  return [await repo.queueMail(tx, localizedMail(lang, u.email, m.subject, text))];
}

/** A lifecycle mail's subject and lines in `lang` (exported for the tests that read its dates and amounts). */
export function compose(
  lang: string,
  r: typeof requests.$inferSelect,
  event: LifecycleEvent,
  to: LifecycleState,
  now: Date,
  amountCents?: number,
  priceReason?: string | null,
) {
  const T = mailCatalog(lang);
  const rid = r.rid;
  const clock = clockOfRequest(r, now);
  if (event === 'propose_price') {
    // Nothing more is captured until the patient answers in the portal.
    const amount = amountCents === undefined ? T.priceRaise.more : mailMoney(lang, amountCents);
    // The desk's reason (required with a raise) on a line of its own after its label: fill keeps
    // it on that line, so no text in it can pass for the portal's link.
    const reason = priceReason?.trim();
    return {
      subject: fill(T.priceRaise.subject, { rid }),
      lines: [
        fill(T.priceRaise.body, { rid, amount }),
        ...(reason ? [fill(T.priceRaise.reason, { reason })] : []),
        T.priceRaise.nothing,
      ],
      cta: T.priceRaise.cta,
    };
  }
  if (event === 'close_no_records') {
    return {
      subject: fill(T.noRecords.subject, { rid }),
      lines: [fill(T.noRecords.body, { rid }), T.noRecords.statement],
      cta: T.noRecords.cta,
    };
  }
  if (event === 'extend' && clock) {
    // The written notice 164.524(b)(2)(ii) asks for: that it is extended, why (the reason is on the
    // request page, behind sign-in) and the date by which the provider will answer.
    return {
      subject: fill(T.extended.subject, { rid }),
      lines: [
        fill(T.extended.body, { rid, date: mailDate(lang, clock.dueOn), day: clock.day, limit: clock.limitDays }),
        T.extended.reason,
      ],
      cta: T.extended.cta,
    };
  }
  if (event === 'revoke') {
    // The patient's confirmation of what they did in writing, and what follows from it.
    return {
      subject: fill(T.revoked.subject, { rid }),
      lines: [fill(T.revoked.body, { rid }), T.revoked.effect],
      cta: T.revoked.cta,
    };
  }
  const deadline = clock
    ? fill(T.deadline, { date: mailDate(lang, clock.dueOn), day: clock.day, limit: clock.limitDays })
    : null;
  switch (to) {
    case 'waiting_on_patient':
      return {
        subject: fill(T.waiting.subject, { rid }),
        lines: [fill(T.waiting.body, { rid }), ...(deadline ? [deadline] : [])],
        cta: T.waiting.cta,
      };
    case 'completed':
      return {
        subject: fill(T.ready.subject[r.requestType], { rid }),
        lines: [fill(T.ready.body[r.requestType], { rid })],
        cta: T.signInToSee,
      };
    default:
      return {
        subject: fill(T.status.subject, { rid }),
        lines: [fill(T.status.body, { rid, status: stateWord(lang, to) })],
        cta: T.signInToSee,
      };
  }
}
