import { formatMdy, overdueReceivedBefore } from '@portal/shared';
import type { Db } from '../../../db/client';
import { audit } from '../../../platform/audit';
import type { AppContext } from '../../../platform/context';
import { clockOfRequest } from './clock';
import { lifecycleRepository as repo } from './repository';

/**
 * The daily overdue notice (issue 18): an open request past its legal deadline (the shared clock,
 * with any extension) is mailed to its patient once, with the letters the request now offers. The
 * mark and the mail commit together, so a second run or a second process mails nobody twice.
 */
export async function notifyOverdue(ctx: Pick<AppContext, 'db' | 'publicUrl' | 'mailer'>, now = new Date()): Promise<number> {
  const db: Db = ctx.db;
  const candidates = await repo.overdueCandidates(db, overdueReceivedBefore(now));
  const mailIds: number[] = [];
  for (const { id } of candidates) {
    const sent = await db.transaction(async (tx) => {
      const r = await repo.lockUnnotified(tx, id);
      const clock = r ? clockOfRequest(r, now) : null;
      if (!r || !clock || clock.stopped || !clock.overdue) return null;
      const u = await repo.recipient(tx, r.userId);
      if (!u) return null;
      await repo.markOverdueNotified(tx, r.id, now);
      const link = `${ctx.publicUrl()}/p/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.requestType}`;
      const text = [
        `Hello ${u.name},`, '',
        `Your request ${r.rid} is past its legal deadline: the law (HIPAA) gave the provider until ${formatMdy(clock.dueOn)} to answer, and today is day ${clock.day} of ${clock.limitDays}.`,
        'Your request now offers two ready letters: a reminder to the provider that cites your right of access, and a complaint to the HHS Office for Civil Rights that you can file yourself.',
        '', 'Sign in to download them:', link, '', 'For your privacy this e-mail does not include any health information.',
      ].join('\n');
      const mailId = await repo.queueMail(tx, { to: u.email, subject: `Your request ${r.rid} is past its legal deadline`, text });
      await audit(tx, null, { action: 'request.status_change', subjectUserId: r.userId, entityType: 'request', entityId: r.rid, requestId: r.id, details: { event: 'overdue_notice', day: clock.day, by: 'system' } });
      return mailId;
    });
    if (sent) mailIds.push(sent);
  }
  await ctx.mailer.deliver(mailIds);
  return mailIds.length;
}
