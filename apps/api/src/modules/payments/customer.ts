import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { paymentsRepository as repo } from './repository';

/**
 * The gateway's customer of the user, created on first use. On its own so that charging and the
 * cards service (and the subscription module) share it without importing each other.
 */
export async function ensureCustomer(db: DbOrTx, gateway: PaymentGateway, userId: number) {
  const existing = await repo.customer(db, userId);
  if (existing) return existing.customerId;
  const u = await repo.user(db, userId);
  if (!u) throw notFound();
  const id = await gateway.createCustomer({ userId, email: u.email, name: `${u.name} ${u.lastName}` }, { db });
  return (await repo.saveCustomer(db, userId, gateway.kind, id)).customerId;
}

/** One of the user's cards on file (not removed), or null: for the subscription's charges. */
export const cardOnFile = (db: DbOrTx, userId: number, cardId: number) => repo.card(db, userId, cardId);
