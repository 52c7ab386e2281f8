import nodemailer from 'nodemailer';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

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
   * change, so a mail exists exactly when the change committed). Call after the commit; without
   * SMTP the rows stay in the outbox.
   */
  deliver(ids: number[]): Promise<void>;
}

/**
 * Every mail is written to the outbox table first. With SMTP configured it is then sent and
 * marked; without it, it stays in the outbox for a developer to read (scripts/outbox or the DB).
 * Mail bodies must never carry health details: only a link that needs sign-in.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ mailId: row.id, subject: mail.subject }, 'mail kept in outbox (no SMTP configured)');
        return;
      }
      try {
        await transport.sendMail({ from, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        log.error({ err, mailId: row.id }, 'mail send failed; kept in outbox');
      }
    },
    async deliver(ids) {
      if (!transport || !ids.length) return;
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      for (const row of rows) {
        if (row.sentAt) continue;
        try {
          await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        } catch (err) {
          log.error({ err, mailId: row.id }, 'mail send failed; kept in outbox');
        }
      }
    },
  };
}
