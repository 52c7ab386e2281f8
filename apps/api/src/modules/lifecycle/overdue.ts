import { overdueReceivedBefore } from '@portal/shared';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { composeMail, fill, localizedMail, mailCatalog, mailDate } from '../../platform/mail-templates';
import { clockOfRequest } from './clock';
import { lifecycleRepository as repo } from './repository';

/**
 * The daily overdue notice: an open request past its legal deadline (the shared clock,
 * with any extension) is mailed to its patient once, with the letters the request now offers. The
 * mark and the mail commit together, so a second run or a second process mails nobody twice. The
 * mail is in the patient's language (users.language).
 */
export async function notifyOverdue(
  ctx: Pick<AppContext, 'db' | 'publicUrl' | 'mailer'>,
  now = new Date(),
): Promise<number> {
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
      const lang = u.language ?? 'en';
      const T = mailCatalog(lang);
      const body = fill(T.overdue.body, {
        rid: r.rid,
        date: mailDate(lang, clock.dueOn),
        day: clock.day,
        limit: clock.limitDays,
      });
      const text = composeMail(lang, u.name, [body, T.overdue.letters], link, { cta: T.overdue.cta, tight: true });
      const mailId = await repo.queueMail(
        tx,
        localizedMail(lang, u.email, fill(T.overdue.subject, { rid: r.rid }), text),
      );
      await audit(tx, null, {
        action: 'request.status_change',
        subjectUserId: r.userId,
        entityType: 'request',
        entityId: r.rid,
        requestId: r.id,
        details: { event: 'overdue_notice', day: clock.day, by: 'system' },
      });
      return mailId;
    });
    if (sent) mailIds.push(sent);
  }
  await ctx.mailer.deliver(mailIds);
  return mailIds.length;
}
