import { CHAT_MESSAGE_MAX, MESSAGES, TRACKING_MESSAGES, type ChatList, type ChatMessage } from '@portal/shared';
import type { Db } from '../../../db/client';
import type { chatMessages } from '../../../db/schema';
import { userIdOf, type Actor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import type { AppContext } from '../../../platform/context';
import { badRequest, notFound } from '../../../platform/errors';
import { notifyChatMessage } from '../../notifications';
import { trackingRepository as repo } from './repository';
import { ownedRequest } from './service';

/** A draft was never sent and an abandoned request was withdrawn: nobody at the desk would answer. */
const CHAT_CLOSED = new Set(['draft', 'abandoned']);

const toMessage = (m: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: m.id,
  sender_kind: m.senderKind,
  body: m.body,
  created_at: m.createdAt.toISOString(),
});

/**
 * The chat of one request. `since` is the last message id the client holds, so a poll every few
 * seconds answers only what is new (usually nothing). Reading moves the patient's read marker,
 * which is what clears the unread count on the card. A poll that finds nothing new reads no
 * patient data and writes no audit row; one that returns messages does.
 */
export async function listMessages(db: Db, actor: Actor, rid: string, since?: number): Promise<ChatList> {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const { r } = await ownedRequest(tx, userId, rid);
    const rows = await repo.messages(tx, r.id, since ?? 0);
    if (rows.length || since === undefined) {
      const last = rows.at(-1);
      if (last) await repo.markRead(tx, r.id, 'patient', last.id);
      await audit(tx, actor, {
        action: 'request.chat_read',
        entityType: 'request',
        entityId: r.id,
        requestId: r.id,
        details: { count: rows.length, since: since ?? null },
      });
    }
    return { messages: rows.map(toMessage), can_post: !CHAT_CLOSED.has(r.status) };
  });
}

export async function postPatientMessage(db: Db, actor: Actor, rid: string, body: string): Promise<ChatMessage> {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const { r } = await ownedRequest(tx, userId, rid);
    if (CHAT_CLOSED.has(r.status)) throw badRequest(TRACKING_MESSAGES.chatClosed);
    const m = await repo.insertMessage(tx, { requestId: r.id, senderKind: 'patient', senderUserId: userId, body });
    await repo.markRead(tx, r.id, 'patient', m.id);
    await audit(tx, actor, {
      action: 'request.chat_post',
      entityType: 'chat_message',
      entityId: m.id,
      requestId: r.id,
      details: { sender: 'patient', length: body.length },
    });
    return toMessage(m);
  });
}

/**
 * For the staff console (and the demo seed): a message from the records desk on a request, then a
 * mail to the patient (one per burst, without the text: see notifications.ts). `actor` is the staff
 * member, for the audit row; SYSTEM_ACTOR for the seed.
 */
export async function postStaffMessage(
  ctx: AppContext,
  actor: Actor,
  p: { requestId: number; staffUserId: number | null; body: string; notify?: boolean },
): Promise<ChatMessage> {
  const body = p.body.trim();
  if (!body) throw badRequest(MESSAGES.required);
  if (body.length > CHAT_MESSAGE_MAX) throw badRequest(TRACKING_MESSAGES.chatTooLong);
  const m = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      requestId: p.requestId,
      senderKind: 'staff',
      senderUserId: p.staffUserId,
      body,
    });
    if (!row) throw notFound();
    await repo.markRead(tx, p.requestId, 'staff', row.id);
    await audit(tx, actor, {
      action: 'request.chat_post',
      entityType: 'chat_message',
      entityId: row.id,
      requestId: p.requestId,
      details: { sender: 'staff', length: body.length },
    });
    return row;
  });
  if (p.notify !== false) await notifyChatMessage(ctx, p.requestId);
  return toMessage(m);
}

/** For the staff console: the whole chat of a request, marking it read for the desk. */
export async function staffReadMessages(db: Db, actor: Actor, requestId: number): Promise<ChatMessage[]> {
  return db.transaction(async (tx) => {
    const rows = await repo.messages(tx, requestId, 0);
    const last = rows.at(-1);
    if (last) await repo.markRead(tx, requestId, 'staff', last.id);
    await audit(tx, actor, {
      action: 'request.chat_read',
      entityType: 'request',
      entityId: requestId,
      requestId,
      details: { count: rows.length },
    });
    return rows.map(toMessage);
  });
}
