import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { gatewayFor, LocalGateway, type PaymentGateway } from '../../platform/payment-gateway';

/**
 * The contract's server helpers (authorizeRequestPayment(tx, …), chargeRequest(db, …)) take only a
 * database handle, so the gateway the app configured is remembered when the payments routes
 * register. One process runs one app (tests: one app per file, in its own worker).
 */
let current: PaymentGateway | null = null;

export function registerGateway(ctx: { config: Config; db: Db }): PaymentGateway {
  current = gatewayFor(ctx);
  return current;
}

export function activeGateway(db: DbOrTx): PaymentGateway {
  return current ?? new LocalGateway(db);
}
