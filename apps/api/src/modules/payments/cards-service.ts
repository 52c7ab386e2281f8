import { LIMITS, MESSAGES, PAYMENT_MESSAGES, normalizeBrand, type SaveCardBody, type SavedCard } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { UserRead } from '../../platform/sessions';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { GatewayError } from '../../platform/payment-gateway';
import { preparedFor } from '../../db/prepared';
import { paymentsRepository as repo, type CardRow } from './repository';
import { reauthorizeWithCard } from './charging';
import { ensureCustomer } from './customer';

export { ensureCustomer };

export function toSavedCard(c: CardRow, owner: string, subscriptionCardId: number | null): SavedCard {
  const brand = normalizeBrand(c.brand);
  return {
    id: c.id,
    card_id: c.paymentMethodId,
    last4: c.last4,
    brand: brand === 'unknown' ? c.brand : brand,
    type: 'card',
    is_default: c.isDefault,
    name: c.name,
    owner,
    exp_month: c.expMonth,
    exp_year: c.expYear,
    address_line1: c.addressLine1,
    address_line2: c.addressLine2,
    address_city: c.addressCity,
    address_state: c.addressState,
    address_zip: c.addressZip,
    is_subscription_card: c.id === subscriptionCardId,
  };
}

export const cardsJsonStatement = (db: Db) => preparedFor(db, 'cards_list_json', (d) => repo.prepareCardsJson(d))!;

/**
 * The cards page's list as the answer's JSON text (`{"cards":[...],"limit":N}`), written by
 * PostgreSQL, through the request's read (the session checked in the same statement).
 */
export async function listCardsJson(db: Db, read: UserRead): Promise<{ count: number; json: string }> {
  // Kept in the read cache while the user's data is unchanged (platform/read-cache.ts).
  const [row] = await read.cachedRows(cardsJsonStatement(db));
  if (!row) throw notFound();
  return { count: row.n, json: `{"cards":${row.json},"limit":${JSON.stringify(LIMITS.cardLimit)}}` };
}

/** The cards page's answer as JSON text, the read audited. */
export async function cardsPageJson(ctx: AppContext, read: UserRead): Promise<string> {
  const { count, json } = await listCardsJson(ctx.db, read);
  // Who read is known once the read has checked the session (the actor before it is anonymous).
  ctx.readAudit.record(read.actor(), { action: 'payment.card_list', entityType: 'card', details: { count } });
  return json;
}

/**
 * The caller's payment methods at the gateway that are still on file here: a removed card is
 * detached (Stripe) or forgotten (local). The read is audited.
 */
export async function customerPaymentMethods(ctx: AppContext, actor: Actor) {
  const { db, gateway } = ctx;
  const userId = userIdOf(actor);
  const customerId = await ensureCustomer(db, gateway, userId);
  const saved = new Set((await listCards(db, userId)).map((c) => c.card_id));
  const pms = await gateway.listPaymentMethods(customerId, { db });
  ctx.readAudit.record(actor, {
    action: 'payment.card_list',
    entityType: 'payment_method',
    details: { count: pms.length },
  });
  return pms.filter((p) => saved.has(p.id));
}

export async function listCards(db: DbOrTx, userId: number): Promise<SavedCard[]> {
  // The cards page and the wizard's payment step: one prepared statement on the root database.
  const p = preparedFor(db, 'cards_list', (d) => repo.prepareCardsWithOwner(d));
  if (p) {
    const rows = await p.execute({ userId });
    return rows.map(({ c, owner, subscriptionCardId }) => toSavedCard(c, owner ?? '', subscriptionCardId));
  }
  const [rows, u, subCard] = await Promise.all([
    repo.listCards(db, userId),
    repo.user(db, userId),
    repo.subscriptionCardId(db, userId),
  ]);
  const owner = u ? `${u.name} ${u.lastName}` : '';
  return rows.map((c) => toSavedCard(c, owner, subCard));
}

const gatewayFailure = (err: unknown): never => {
  if (err instanceof GatewayError) throw badRequest(err.message);
  throw err;
};

export async function createSetupIntent({ db, gateway }: AppContext, userId: number) {
  if ((await repo.countCards(db, userId)) >= LIMITS.cardLimit) throw badRequest(MESSAGES.cardLimit);
  const customerId = await ensureCustomer(db, gateway, userId);
  return gateway.createSetupIntent(customerId, { db }).catch(gatewayFailure);
}

/**
 * Saves a card the gateway confirmed: the setup intent must belong to this user's customer and
 * have succeeded with this payment method. The ten-card limit is checked in the transaction.
 */
export async function saveCard({ db, gateway }: AppContext, actor: Actor, body: SaveCardBody) {
  const userId = userIdOf(actor);
  const customer = await repo.customer(db, userId);
  if (!customer) throw badRequest(PAYMENT_MESSAGES.declined);
  const intent = await gateway.retrieveSetupIntent(body.setup_intent_id, { db }).catch(gatewayFailure);
  if (intent.customerId !== customer.customerId) throw notFound();
  if (intent.status !== 'succeeded' || intent.paymentMethodId !== body.payment_method_id) {
    throw badRequest(intent.lastError ?? PAYMENT_MESSAGES.authenticationFailed);
  }
  const pm = await gateway.retrievePaymentMethod(body.payment_method_id, { db }).catch(gatewayFailure);
  return db.transaction(async (tx) => {
    const count = await repo.countCards(tx, userId);
    if (count >= LIMITS.cardLimit) throw badRequest(MESSAGES.cardLimit);
    if (await repo.cardByPm(tx, userId, pm.id)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.cardOnFile);
    const card = await repo.insertCard(tx, {
      userId,
      gateway: gateway.kind,
      paymentMethodId: pm.id,
      brand: pm.brand,
      last4: pm.last4,
      expMonth: pm.expMonth,
      expYear: pm.expYear,
      name: body.name.trim(),
      addressLine1: body.address1.trim(),
      addressLine2: (body.address2 ?? '').trim(),
      addressCity: body.city.trim(),
      addressState: body.state,
      addressZip: body.zipCode.trim(),
      isDefault: false,
    });
    // The first card, or one the user asked for, becomes the (exclusive) default.
    if (count === 0 || body.is_default) await repo.makeDefault(tx, userId, card.id);
    await audit(tx, actor, {
      action: 'payment.card_add',
      entityType: 'card',
      entityId: card.id,
      details: { brand: normalizeBrand(pm.brand), count: count + 1 },
    });
    return (await listCards(tx, userId)).find((c) => c.id === card.id)!;
  });
}

export async function setDefault({ db }: AppContext, actor: Actor, cardId: number) {
  const userId = userIdOf(actor);
  await db.transaction(async (tx) => {
    if (!(await repo.card(tx, userId, cardId))) throw notFound();
    await repo.makeDefault(tx, userId, cardId);
    await audit(tx, actor, { action: 'payment.card_default', entityType: 'card', entityId: cardId });
  });
  return listCards(db, userId);
}

export async function linkedRequests({ db, readAudit }: AppContext, actor: Actor, pmId: string) {
  const userId = userIdOf(actor);
  const card = await repo.cardByPm(db, userId, pmId);
  if (!card) throw notFound();
  const rows = await repo.openRequestsUsingCard(db, userId, card.id);
  readAudit.record(actor, {
    action: 'payment.card_list',
    entityType: 'card',
    entityId: card.id,
    details: { linked: rows.length },
  });
  return rows.map((r) => r.rid);
}

/**
 * Moves open requests to other cards (the update-payment-method modal). A request whose estimate
 * was authorized on the old card is authorized again on the new one, in the same transaction.
 */
export async function moveRequests(
  { db, gateway }: AppContext,
  actor: Actor,
  updates: Array<{ request_rid: string; card_id: number }>,
) {
  const userId = userIdOf(actor);
  await db.transaction(async (tx) => {
    const found = await repo.requestsByRid(
      tx,
      userId,
      updates.map((u) => u.request_rid),
    );
    for (const u of updates) {
      const r = found.find((x) => x.rid === u.request_rid);
      if (!r) throw notFound();
      if (!(await repo.card(tx, userId, u.card_id))) throw notFound();
      await repo.setRequestCard(tx, userId, r.id, u.card_id);
      await reauthorizeWithCard(tx, gateway, { userId, requestId: r.id, cardId: u.card_id });
    }
    await audit(tx, actor, {
      action: 'payment.requests_card_update',
      entityType: 'request',
      details: { count: updates.length },
    });
  });
}

/** Removal (spec section 4): refused for the subscription's card and for cards open requests still need. */
export async function removeCard({ db, gateway, log }: AppContext, actor: Actor, pmId: string) {
  const userId = userIdOf(actor);
  const card = await repo.cardByPm(db, userId, pmId);
  if (!card) throw notFound();
  if ((await repo.subscriptionCardId(db, userId)) === card.id) throw badRequest(MESSAGES.cardUsedBySubscription);
  if ((await repo.openRequestsUsingCard(db, userId, card.id)).length > 0) throw badRequest(PAYMENT_MESSAGES.cardInUse);
  await db.transaction(async (tx) => {
    await repo.softDelete(tx, userId, card.id);
    if (card.isDefault) {
      const [next] = await repo.listCards(tx, userId);
      if (next) await repo.makeDefault(tx, userId, next.id);
    }
    await audit(tx, actor, { action: 'payment.card_remove', entityType: 'card', entityId: card.id });
  });
  // Detaching at the gateway comes last: if it fails the card is already gone from the user's list.
  await gateway.detachPaymentMethod(card.paymentMethodId, { db }).catch((err) => log.warn({ err }, 'detach failed'));
}
