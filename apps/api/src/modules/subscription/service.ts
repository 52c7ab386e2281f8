import { MESSAGES, PAYMENT_MESSAGES, type Storage } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { GatewayError } from '../../platform/payment-gateway';
import { cardOnFile, ensureCustomer } from '../payments';
import { subscriptionRepository as repo } from './repository';

/** One month on: the same day next month (clamped to the month's last day). */
export function addMonth(d: Date): Date {
  const next = new Date(d);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/** Whether the user's Store & Share plan is active (sharing and viewing records need it). */
export const hasActiveSubscription = (db: DbOrTx, userId: number) => repo.isActive(db, userId);

/** The storage page: the caller's plan (or none) and its price, the read audited. */
export async function storagePage(ctx: AppContext, actor: Actor): Promise<Storage> {
  ctx.readAudit.record(actor, { action: 'subscription.read', entityType: 'subscription' });
  return storage(ctx.db, userIdOf(actor), ctx.config.SUBSCRIPTION_PRICE_CENTS);
}

export async function storage(db: DbOrTx, userId: number, priceCents: number): Promise<Storage> {
  const row = await repo.get(db, userId);
  const s = row?.s;
  return {
    subscription: s
      ? {
          id: s.id,
          status: s.status,
          card_id: s.cardId,
          card_last4: row.last4 ?? null,
          price_cents: s.priceCents,
          current_period_end: s.currentPeriodEnd.toISOString(),
          subscribed_on: s.subscribedOn.toISOString(),
        }
      : null,
    is_subscription_deactive: s?.status !== 'active',
    price_cents: priceCents,
  };
}

/** Charges one month to a card at once (no hold: the month starts now). */
async function chargeMonth(
  db: DbOrTx,
  gateway: PaymentGateway,
  userId: number,
  cardPm: string,
  priceCents: number,
  key: string,
) {
  const customerId = await ensureCustomer(db, gateway, userId);
  try {
    return await gateway.createPayment(
      {
        customerId,
        paymentMethodId: cardPm,
        amountCents: priceCents,
        description: 'Store & Share subscription',
        capture: 'automatic',
        idempotencyKey: key,
      },
      { db },
    );
  } catch (err) {
    if (err instanceof GatewayError) return { id: null, status: 'failed' as const, failureMessage: err.message };
    throw err;
  }
}

/**
 * Subscribe (card and initials; the first month is charged now) or, with update_card, move the
 * subscription to another card. A declined card answers 400 with the gateway's message.
 */
export async function subscribe(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  priceCents: number,
  body: { card_id: number; initials?: string; update_card?: boolean },
) {
  const userId = userIdOf(actor);
  const card = await cardOnFile(db, userId, body.card_id);
  if (!card) throw notFound();
  const current = (await repo.get(db, userId))?.s ?? null;
  if (body.update_card) {
    if (!current || current.status === 'canceled') throw badRequest(PAYMENT_MESSAGES.notSubscribed);
    await db.transaction(async (tx) => {
      await repo.update(tx, userId, { cardId: card.id });
      await audit(tx, actor, {
        action: 'subscription.subscribe',
        entityType: 'subscription',
        entityId: current.id,
        details: { update_card: true },
      });
    });
    return { message: MESSAGES.paymentMethodUpdated, storage: await storage(db, userId, priceCents) };
  }
  if (current?.status === 'active')
    return { message: MESSAGES.subscribed, storage: await storage(db, userId, priceCents) };
  const now = new Date();
  const periodEnd = addMonth(now);
  await db.transaction(async (tx) => {
    const pay = await chargeMonth(
      tx,
      gateway,
      userId,
      card.paymentMethodId,
      priceCents,
      `sub-${userId}-${now.getTime()}`,
    );
    if (pay.status !== 'succeeded') throw badRequest(pay.failureMessage ?? PAYMENT_MESSAGES.declined);
    const s = await repo.upsert(tx, userId, {
      status: 'active',
      cardId: card.id,
      initials: body.initials!.trim(),
      priceCents,
      subscribedOn: now,
      currentPeriodEnd: periodEnd,
      canceledAt: null,
    });
    await repo.addCharge(tx, {
      subscriptionId: s.id,
      amountCents: priceCents,
      status: 'paid',
      gatewayIntentId: pay.id,
      periodEnd,
    });
    await audit(tx, actor, {
      action: 'subscription.subscribe',
      entityType: 'subscription',
      entityId: s.id,
      details: { price_cents: priceCents },
    });
  });
  return { message: MESSAGES.subscribed, storage: await storage(db, userId, priceCents) };
}

export async function unsubscribe(db: Db, actor: Actor, priceCents: number) {
  const userId = userIdOf(actor);
  const current = (await repo.get(db, userId))?.s;
  if (!current || current.status === 'canceled') throw badRequest(PAYMENT_MESSAGES.notSubscribed);
  await db.transaction(async (tx) => {
    // The card is released too, so that it can be deleted afterwards.
    await repo.update(tx, userId, { status: 'canceled', canceledAt: new Date(), cardId: null });
    await audit(tx, actor, { action: 'subscription.unsubscribe', entityType: 'subscription', entityId: current.id });
  });
  return { message: MESSAGES.unsubscribed, storage: await storage(db, userId, priceCents) };
}

/** Monthly renewal: charge each due subscription; a declined card deactivates it (past_due). */
export async function renewDue(db: Db, gateway: PaymentGateway, now = new Date()) {
  let renewed = 0;
  for (const s of await repo.due(db, now)) {
    await db.transaction(async (tx) => {
      const card = await cardOnFile(tx, s.userId, s.cardId!);
      const pay = card
        ? await chargeMonth(
            tx,
            gateway,
            s.userId,
            card.paymentMethodId,
            s.priceCents,
            `sub-${s.id}-${s.currentPeriodEnd.getTime()}`,
          )
        : { id: null, status: 'failed' as const, failureMessage: PAYMENT_MESSAGES.declined };
      const ok = pay.status === 'succeeded';
      const periodEnd = addMonth(s.currentPeriodEnd);
      await repo.update(tx, s.userId, ok ? { currentPeriodEnd: periodEnd } : { status: 'past_due' });
      await repo.addCharge(tx, {
        subscriptionId: s.id,
        amountCents: s.priceCents,
        status: ok ? 'paid' : 'failed',
        gatewayIntentId: pay.id,
        failureMessage: pay.failureMessage,
        periodEnd,
      });
      await audit(tx, null, {
        action: 'subscription.renew',
        subjectUserId: s.userId,
        entityType: 'subscription',
        entityId: s.id,
        details: { ok },
      });
      if (ok) renewed++;
    });
  }
  return renewed;
}
