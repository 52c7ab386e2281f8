import type * as Nodemailer from 'nodemailer';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { requireWhenNeeded } from './lazy-require';
import { noRow } from './errors';
import { oneLine } from './one-line';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Sends outbox rows written inside a transaction (the request lifecycle queues its mail with the
   * change, so a mail exists exactly when the change committed). Call after the commit; queued as
   * `mail-send` jobs when jobs run; without SMTP the rows stay in the outbox.
   */
  deliver(ids: number[]): Promise<void>;
  /** Sends one kept mail through SMTP unless it was sent already (the `mail-send` job). */
  deliverOne(id: number): Promise<{ sent: number }>;
}

/** Queues the sending of a kept mail, when a job runner is running; false to send at once. */
export type MailQueue = (id: number) => Promise<boolean>;

/**
 * Every mail is written to the outbox table first. With SMTP configured it is then sent: by the
 * `mail-send` job when jobs run (retried with back-off, once however many processes run), else at
 * once. Without SMTP it stays in the outbox for a developer to read. Mail bodies must never carry
 * health details: only a link that needs sign-in.
 */
export function createMailer(
  db: Db,
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  queue?: MailQueue,
): Mailer {
  // nodemailer loads only with SMTP_URL.
  const transport = smtpUrl ? requireWhenNeeded<typeof Nodemailer>('nodemailer').createTransport(smtpUrl) : null;
  const mailer: Mailer = {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw noRow('mail');
      if (!transport) {
        log.info({ mailId: row.id, subject: mail.subject }, 'mail kept in outbox (no SMTP configured)');
        return;
      }
      await mailer.deliver([row.id]);
    },
    async deliver(ids) {
      if (!transport) return;
      for (const id of ids) {
        if (queue && (await queue(id))) continue;
        await mailer.deliverOne(id).catch((err) => log.error({ err, mailId: id }, 'mail send failed; kept in outbox'));
      }
    },
    async deliverOne(id) {
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
      if (!row || !transport) return { sent: 0 };
      // Header values on one line whatever the row holds (rows written before names were checked):
      // a line break in a subject would add a header (Bcc) to a mail sent under the portal's name.
      await transport.sendMail({
        from,
        to: oneLine(row.to),
        subject: oneLine(row.subject),
        text: row.text,
        html: row.html ?? undefined,
      });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return { sent: 1 };
    },
  };
  return mailer;
}
