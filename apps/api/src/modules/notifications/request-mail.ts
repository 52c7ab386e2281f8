import { stateLabel } from '@portal/shared';
import type { AppContext } from '../../platform/context';
import {
  composeMail,
  fill,
  localizedMail,
  mailCatalog,
  mailLanguage,
  patientCatalog,
} from '../../platform/mail-templates';
import { mailedRecently, requestRecipient } from './repository';

/**
 * Mail to the patient about their request: a status change, a message from the records staff,
 * records ready to download. Mail travels in the clear and lands on shared screens, so the body
 * carries no health details — no provider, patient, record type or message text — only the
 * request id and a link into the portal, which asks for sign-in before showing anything.
 *
 * Call these after the change has committed (the mailer writes its own outbox row). Each is in
 * the patient's language (users.language).
 */

/** A burst of staff messages sends one mail, not one per line. */
const CHAT_MAIL_QUIET_MS = 10 * 60 * 1000;

interface Recipient {
  email: string;
  name: string;
  language: string | null;
  rid: string;
  requestType: 'Record' | 'Form';
}

async function recipientOf(ctx: AppContext, requestId: number): Promise<Recipient | null> {
  return requestRecipient(ctx.db, requestId);
}

/**
 * The portal page of the request; the portal redirects to sign-in when there is no session.
 * `section` names the part of the page the mail is about (`chat`): the page opens there.
 */
export function requestLink(ctx: AppContext, r: Pick<Recipient, 'rid' | 'requestType'>, section?: 'chat'): string {
  const page = `${ctx.publicUrl()}/p/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.requestType}`;
  return section ? `${page}#${section}` : page;
}

/** The words of a status: the spec's in English ('completed - archived'), the catalog's otherwise. */
const statusWord = (lang: string, status: string) =>
  stateLabel(status, mailLanguage(lang), patientCatalog(lang).requestsList.status, 'status');

function send(ctx: AppContext, r: Recipient, subject: string, line: string, section?: 'chat') {
  const lang = r.language ?? 'en';
  const link = requestLink(ctx, r, section);
  return ctx.mailer.send(localizedMail(lang, r.email, subject, composeMail(lang, r.name, [line], link)));
}

/** Answers whether a mail was written (false when the request does not exist). */
export async function notifyStatusChange(ctx: AppContext, requestId: number, status: string): Promise<boolean> {
  const r = await recipientOf(ctx, requestId);
  if (!r) return false;
  const T = mailCatalog(r.language);
  const vars = { rid: r.rid, status: statusWord(r.language ?? 'en', status) };
  await send(ctx, r, fill(T.status.subject, vars), fill(T.status.body, vars));
  return true;
}

/**
 * A staff message arrived. Skipped when a chat mail for the same request went out in the last
 * ten minutes, so a conversation does not flood the inbox. Answers whether a mail was written.
 */
export async function notifyChatMessage(ctx: AppContext, requestId: number): Promise<boolean> {
  const r = await recipientOf(ctx, requestId);
  if (!r) return false;
  const T = mailCatalog(r.language);
  const subject = fill(T.chat.subject, { rid: r.rid });
  if (await mailedRecently(ctx.db, r.email, subject, CHAT_MAIL_QUIET_MS)) return false;
  await send(ctx, r, subject, fill(T.chat.body, { rid: r.rid }), 'chat');
  return true;
}

export async function notifyRecordsReady(ctx: AppContext, requestId: number): Promise<boolean> {
  const r = await recipientOf(ctx, requestId);
  if (!r) return false;
  const T = mailCatalog(r.language);
  await send(
    ctx,
    r,
    fill(T.ready.subject[r.requestType], { rid: r.rid }),
    fill(T.ready.body[r.requestType], { rid: r.rid }),
  );
  return true;
}
