import { z } from 'zod';
import { REQUEST_TYPES } from '../request-constants';

/**
 * What waits on the patient, most pressing first (the home's "to do" list, one action each):
 * - waiting: the desk asked for something (its question in `question`);
 * - price_approval: a desk price above what the patient authorized (`amount_cents`);
 * - payment_needed: sent, but its card failed;
 * - unread_messages: the desk wrote (`count` messages not read);
 * - records_ready: records uploaded since the patient last opened one of the request's (`count`);
 * - letters: past the legal deadline and still open: the reminder and the complaint are ready;
 * - draft: a request started and not sent.
 */
export const HOME_TODO_KINDS = [
  'waiting',
  'price_approval',
  'payment_needed',
  'unread_messages',
  'records_ready',
  'letters',
  'draft',
] as const;
export type HomeTodoKind = (typeof HOME_TODO_KINDS)[number];

export const homeTodoSchema = z.object({
  kind: z.enum(HOME_TODO_KINDS),
  rid: z.string(),
  request_type: z.enum(REQUEST_TYPES),
  custodian_name: z.string().nullable(),
  /** The person the request is for, when it is a dependent (null: the account holder). */
  dependent_name: z.string().nullable(),
  /** The desk's question (waiting). */
  question: z.string().nullable(),
  /** Unread messages or new records. */
  count: z.number(),
  /** The price waiting for approval (price_approval). */
  amount_cents: z.number().nullable(),
  /** A draft's wizard step, to resume where it was left. */
  current_step: z.number(),
  /** ISO: when the request last changed. */
  updated_at: z.string(),
});
export type HomeTodo = z.infer<typeof homeTodoSchema>;

/** GET /api/v2/home: the patient's to-dos; `count` is how many requests wait on the patient. */
export const homeSchema = z.object({
  todos: z.array(homeTodoSchema),
  count: z.number(),
});
export type Home = z.infer<typeof homeSchema>;
