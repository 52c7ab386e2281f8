import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_SENDER_KIND_VALUES, REFUND_STATUS_VALUES } from '@portal/shared/schemas/tracking';
import { users } from './core';
import { requests } from './requests';

/**
 * Tracking a request after it is sent: the chat between the patient and the records staff, who
 * has read how far, and refund requests (spec sections 2 and 4 "Chat", "Refund request").
 */

// The shared lists (schemas/tracking.ts), so a column cannot drift from what the API answers.
export const CHAT_SENDER_KINDS = CHAT_SENDER_KIND_VALUES;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    senderKind: text({ enum: CHAT_SENDER_KINDS }).notNull(),
    /** The patient account or the staff member who wrote it (null for system-seeded staff lines). */
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Polling reads "messages of request R after id N": one index answers it.
  (t) => [index('chat_messages_req_idx').on(t.requestId, t.id)],
);

/**
 * How far each side has read a request's chat. The desk reads as one side (any clerk), so the
 * marker is per request and side, not per staff member. Unread = messages of the other side
 * with an id above the marker.
 */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    readerKind: text({ enum: CHAT_SENDER_KINDS }).notNull(),
    lastReadMessageId: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.readerKind] })],
);

export const REFUND_STATUSES = REFUND_STATUS_VALUES;

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('requested'),
    decisionNote: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refund_requests_user_idx').on(t.userId, t.createdAt),
    // One open refund per request at a time: a double click or a second tab cannot file two.
    uniqueIndex('refund_requests_open_idx')
      .on(t.requestId)
      .where(sql`status in ('requested', 'approved')`),
  ],
);
