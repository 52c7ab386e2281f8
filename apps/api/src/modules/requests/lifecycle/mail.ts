import { formatCents, formatMdy, lifecycleLabel, type LifecycleEvent, type LifecycleState } from '@portal/shared';
import type { DbOrTx } from '../../../db/client';
import type { requests } from '../../../db/schema';
import { clockOfRequest } from './clock';
import { lifecycleRepository as repo } from './repository';
import type { LifecycleCtx } from './transition';

/**
 * The patient's mail about a move, written to the outbox in the move's transaction. Like every
 * request mail it carries no health details (no provider, no reason text): only the request id,
 * what the patient has to do, the legal deadline and a link that needs sign-in.
 */
export async function queueLifecycleMail(
  tx: DbOrTx, ctx: LifecycleCtx & { amountCents?: number }, r: typeof requests.$inferSelect, event: LifecycleEvent, to: LifecycleState, now: Date,
): Promise<number[]> {
  const u = await repo.recipient(tx, r.userId);
  if (!u) return [];
  // The portal page of the request (the same link as platform/notifications): sign-in comes first.
  const link = `${ctx.publicUrl()}/p/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.requestType}`;
  const m = compose(r, event, to, now, ctx.amountCents);
  const text = [
    `Hello ${u.name},`, '', ...m.lines, '', m.cta, link, '', 'For your privacy this e-mail does not include any health information.',
  ].join('\n');
  return [await repo.queueMail(tx, { to: u.email, subject: m.subject, text })];
}

function compose(r: typeof requests.$inferSelect, event: LifecycleEvent, to: LifecycleState, now: Date, amountCents?: number) {
  const clock = clockOfRequest(r, now);
  if (event === 'propose_price') {
    // Nothing more is captured until the patient answers in the portal (issue 18).
    return {
      subject: `Your request ${r.rid}: a new price needs your approval`,
      lines: [
        `The provider priced your request ${r.rid} at ${amountCents === undefined ? 'more than' : formatCents(amountCents)}, more than you authorized when you sent it.`,
        'Nothing more is charged unless you approve the new price. You can approve it, or decline it with a reason, which closes the request and releases the hold on your card.',
      ],
      cta: 'Sign in to approve or decline:',
    };
  }
  if (event === 'close_no_records') {
    return {
      subject: `No records were found for your request ${r.rid}`,
      lines: [
        `The provider found no records for your request ${r.rid} and has closed it. You owe nothing: any hold on your card has been released and any payment refunded.`,
        'The provider\'s signed statement is on your request.',
      ],
      cta: 'Sign in to download it:',
    };
  }
  if (event === 'extend' && clock) {
    // The written notice 164.524(b)(2)(ii) asks for: that it is extended, why (the reason is on the
    // request page, behind sign-in) and the date by which the provider will answer.
    return {
      subject: `The provider extended the deadline of your request ${r.rid}`,
      lines: [
        `The provider has used the one extension the law (HIPAA) allows for your request ${r.rid}: they will answer by ${formatMdy(clock.dueOn)} (day ${clock.day} of ${clock.limitDays} today).`,
        'The reason they gave is on your request.',
      ],
      cta: 'Sign in to read it:',
    };
  }
  const deadline = clock
    ? `The law (HIPAA) gives the provider until ${formatMdy(clock.dueOn)} to answer your request (day ${clock.day} of ${clock.limitDays} today).`
    : null;
  switch (to) {
    case 'waiting_on_patient':
      return {
        subject: `Your request ${r.rid} is waiting on you`,
        lines: [
          `The records team needs something from you before they can go on with your request ${r.rid}.`,
          ...(deadline ? [deadline] : []),
        ],
        cta: 'Sign in to see what is needed and to upload it or answer:',
      };
    case 'completed': {
      const form = r.requestType === 'Form';
      const what = form ? 'completed form' : 'records';
      const are = form ? 'is' : 'are';
      return {
        subject: `Your ${what} for request ${r.rid} ${are} ready`,
        lines: [`Your ${what} for request ${r.rid} ${are} ready. Downloads are free for 30 days; after that the files are archived and need a Store & Share subscription.`],
        cta: 'Sign in to the Patient Portal to see the details:',
      };
    }
    default:
      return {
        subject: `Your request ${r.rid} has been updated`,
        lines: [`The status of your request ${r.rid} is now: ${lifecycleLabel(to)}.`],
        cta: 'Sign in to the Patient Portal to see the details:',
      };
  }
}
