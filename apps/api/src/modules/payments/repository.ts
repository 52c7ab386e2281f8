import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  cards,
  custodians,
  paymentCustomers,
  refundRequests,
  requestPayments,
  requests,
  subscriptions,
  users,
} from '../../db/schema';
import { noRow } from '../../platform/errors';

/** Payments data. Every query on a user's cards, payments or requests is scoped by that user's id. */
export const OPEN_REQUEST_STATUSES = ['draft', 'ordered'] as const;

export type CardRow = typeof cards.$inferSelect;

export const paymentsRepository = {
  async user(db: DbOrTx, userId: number) {
    const [u] = await db
      .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? null;
  },

  async customer(db: DbOrTx, userId: number) {
    const [c] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
    return c ?? null;
  },

  async saveCustomer(db: DbOrTx, userId: number, gateway: 'local' | 'stripe', customerId: string) {
    await db.insert(paymentCustomers).values({ userId, gateway, customerId }).onConflictDoNothing();
    // Inserted just now, or there already (the conflict): either way the row is there.
    const row = await this.customer(db, userId);
    if (!row) throw noRow('payment_customer');
    return row;
  },

  listCards(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)))
      .orderBy(asc(cards.createdAt), asc(cards.id));
  },

  /** The user's cards with the owner's name and the subscription's card, in one statement. */
  prepareCardsWithOwner(db: Db) {
    const userId = sql.placeholder('userId');
    return db
      .select({
        c: cards,
        owner: sql<
          string | null
        >`(select ${users.name} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${cards.userId})`,
        subscriptionCardId: sql<number | null>`(select ${subscriptions.cardId} from ${subscriptions}
          where ${subscriptions.userId} = ${cards.userId} and ${subscriptions.status} <> 'canceled' limit 1)`,
      })
      .from(cards)
      .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)))
      .orderBy(asc(cards.createdAt), asc(cards.id))
      .prepare('cards_list');
  },

  /**
   * The same list as the answer's `cards` array, written by PostgreSQL as toSavedCard writes each
   * card (the brand as normalizeBrand reads it, the owner's name, the subscription's card), with
   * the count for the audit. One row while the user exists.
   */
  prepareCardsJson(db: Db) {
    return db
      .select({
        n: sql<number>`(select count(*)::int from ${cards} c where c.user_id = ${users}.id and c.deleted_at is null)`,
        json: sql<string>`(select '[' || coalesce(string_agg(row_to_json(y)::text, ',' order by c.created_at, c.id), '') || ']'
          from ${cards} c cross join lateral (select c.id, c.payment_method_id as card_id, c.last4,
              case regexp_replace(lower(c.brand), '[^a-z]', '', 'g')
                when 'visa' then 'visa' when 'mastercard' then 'masterCard' when 'discover' then 'discover'
                when 'amex' then 'amex' when 'americanexpress' then 'amex' else c.brand end as brand,
              'card' as type, c.is_default, c.name, coalesce(${users}.name || ' ' || ${users}.last_name, '') as owner,
              c.exp_month, c.exp_year, c.address_line1, c.address_line2, c.address_city, c.address_state, c.address_zip,
              coalesce(c.id = (select s.card_id from ${subscriptions} s
                where s.user_id = c.user_id and s.status <> 'canceled' limit 1), false) as is_subscription_card) y
          where c.user_id = ${users}.id and c.deleted_at is null)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('cards_list_json');
  },

  async countCards(db: DbOrTx, userId: number) {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cards)
      .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)));
    return r?.n ?? 0;
  },

  async card(db: DbOrTx, userId: number, cardId: number) {
    const [c] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId), isNull(cards.deletedAt)));
    return c ?? null;
  },

  async cardByPm(db: DbOrTx, userId: number, pmId: string) {
    const [c] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.paymentMethodId, pmId), eq(cards.userId, userId), isNull(cards.deletedAt)));
    return c ?? null;
  },

  async defaultCard(db: DbOrTx, userId: number) {
    const [c] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, userId), eq(cards.isDefault, true), isNull(cards.deletedAt)));
    return c ?? null;
  },

  async insertCard(db: DbOrTx, values: typeof cards.$inferInsert) {
    const [c] = await db.insert(cards).values(values).returning();
    if (!c) throw noRow('card');
    return c;
  },

  /** Default is exclusive: one statement clears the others and sets this one. */
  async makeDefault(db: DbOrTx, userId: number, cardId: number) {
    await db
      .update(cards)
      .set({ isDefault: sql`${cards.id} = ${cardId}` })
      .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)));
  },

  async softDelete(db: DbOrTx, userId: number, cardId: number) {
    await db
      .update(cards)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  },

  async subscriptionCardId(db: DbOrTx, userId: number) {
    const [s] = await db
      .select({ cardId: subscriptions.cardId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')));
    return s?.cardId ?? null;
  },

  /** Open requests that still need this card: draft or ordered and not yet paid. */
  async openRequestsUsingCard(db: DbOrTx, userId: number, cardId: number) {
    return db
      .select({ id: requests.id, rid: requests.rid, paymentStatus: requestPayments.status })
      .from(requests)
      .leftJoin(requestPayments, eq(requestPayments.requestId, requests.id))
      .where(
        and(
          eq(requests.userId, userId),
          eq(requests.cardId, cardId),
          inArray(requests.status, [...OPEN_REQUEST_STATUSES]),
          sql`coalesce(${requestPayments.status}, 'authorized') not in ('paid', 'not_required', 'canceled')`,
        ),
      )
      .orderBy(asc(requests.id));
  },

  async requestsByRid(db: DbOrTx, userId: number, rids: string[]) {
    if (rids.length === 0) return [];
    return db
      .select()
      .from(requests)
      .where(and(eq(requests.userId, userId), inArray(requests.rid, rids)));
  },

  async requestByRidOrId(db: DbOrTx, userId: number, ref: string) {
    const cond = /^\d+$/.test(ref) ? eq(requests.id, Number(ref)) : eq(requests.rid, ref);
    const [r] = await db
      .select()
      .from(requests)
      .where(and(cond, eq(requests.userId, userId)));
    return r ?? null;
  },

  async setRequestCard(db: DbOrTx, userId: number, requestId: number, cardId: number) {
    await db
      .update(requests)
      .set({ cardId, checkPayment: false, updatedAt: new Date() })
      .where(and(eq(requests.id, requestId), eq(requests.userId, userId)));
  },

  async payment(db: DbOrTx, requestId: number) {
    const [p] = await db.select().from(requestPayments).where(eq(requestPayments.requestId, requestId));
    return p ?? null;
  },

  async paymentsOfUser(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(requestPayments)
      .where(eq(requestPayments.userId, userId))
      .orderBy(desc(requestPayments.id));
  },

  async custodian(db: DbOrTx, id: number) {
    const [c] = await db.select().from(custodians).where(eq(custodians.id, id));
    return c ?? null;
  },

  /** A card by id, whoever owns it (the request it pays for was already checked to be the caller's). */
  async cardById(db: DbOrTx, cardId: number) {
    const [c] = await db.select().from(cards).where(eq(cards.id, cardId));
    return c ?? null;
  },

  async userRow(db: DbOrTx, userId: number) {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    return u ?? null;
  },

  async upsertPayment(db: DbOrTx, values: typeof requestPayments.$inferInsert) {
    await db
      .insert(requestPayments)
      .values(values)
      .onConflictDoUpdate({
        target: requestPayments.requestId,
        set: { ...values, updatedAt: new Date() },
      });
  },

  async updatePayment(db: DbOrTx, paymentId: number, values: Partial<typeof requestPayments.$inferInsert>) {
    await db
      .update(requestPayments)
      .set({ updatedAt: new Date(), ...values })
      .where(eq(requestPayments.id, paymentId));
  },

  /** Cancels a payment that is still a hold or an expected check (never one already captured). */
  async cancelOpenPayment(db: DbOrTx, paymentId: number) {
    await db
      .update(requestPayments)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(
        and(
          eq(requestPayments.id, paymentId),
          inArray(requestPayments.status, ['authorized', 'failed', 'check_pending']),
        ),
      );
  },

  /** The request by id, for the server's own flows (charging, jobs): callers have authorized it. */
  async requestById(db: DbOrTx, requestId: number) {
    const [r] = await db.select().from(requests).where(eq(requests.id, requestId));
    return r ?? null;
  },

  async setPaymentCard(db: DbOrTx, requestId: number, cardId: number) {
    await db.update(requests).set({ cardId }).where(eq(requests.id, requestId));
  },

  /** The patient chose to pay a request by check after its card failed. */
  async setCheckPayment(db: DbOrTx, requestId: number) {
    await db.update(requests).set({ cardId: null, checkPayment: true }).where(eq(requests.id, requestId));
  },

  /** Whether the request's custodian is paid at submission rather than on delivery. */
  async chargesAtSubmission(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({ now: custodians.chargeAtSubmission })
      .from(requests)
      .innerJoin(custodians, eq(custodians.id, requests.custodianId))
      .where(eq(requests.id, requestId));
    return row?.now ?? false;
  },

  /** What the desk already refunded on a request. */
  async refundedCents(db: DbOrTx, requestId: number) {
    const [done] = await db
      .select({ n: sql<number>`coalesce(sum(${refundRequests.amountCents}), 0)::int` })
      .from(refundRequests)
      .where(and(eq(refundRequests.requestId, requestId), eq(refundRequests.status, 'refunded')));
    return Number(done?.n ?? 0);
  },

  /** Settles the refund requests still open on a request (the whole payment was returned). */
  async settleOpenRefunds(db: DbOrTx, requestId: number, note: string, now: Date) {
    await db
      .update(refundRequests)
      .set({ status: 'refunded', decisionNote: note, decidedAt: now, updatedAt: now })
      .where(and(eq(refundRequests.requestId, requestId), inArray(refundRequests.status, ['requested', 'approved'])));
  },
};
