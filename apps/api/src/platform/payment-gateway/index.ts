import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { LocalGateway } from './local';
import { StripeGateway } from './stripe';
import type { PaymentGateway } from './types';

export * from './types';
export { LocalGateway, TEST_CARDS } from './local';
export { StripeGateway } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local gateway. */
export function createPaymentGateway(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_HOST'>, db: Db): PaymentGateway {
  if (config.STRIPE_SECRET_KEY) return new StripeGateway(config.STRIPE_SECRET_KEY, config.STRIPE_API_HOST);
  return new LocalGateway(db);
}

const byDb = new WeakMap<object, PaymentGateway>();

/**
 * The app's gateway, one per database handle (app.ctx has no slot for it: the foundation's context
 * is shared, so the payments module keeps its own). Tests build one app per file, so this is per app.
 */
export function gatewayFor(ctx: { config: Config; db: Db }): PaymentGateway {
  let g = byDb.get(ctx.db);
  if (!g) {
    g = createPaymentGateway(ctx.config, ctx.db);
    byDb.set(ctx.db, g);
  }
  return g;
}
