import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { LocalGateway } from './local';
import { StripeGateway } from './stripe';
import type { PaymentGateway } from './types';

export * from './types';
export { LocalGateway, TEST_CARDS } from './local';
export { StripeGateway } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local gateway. app.ts makes the one ctx.gateway. */
export function createPaymentGateway(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_HOST'>,
  db: Db,
): PaymentGateway {
  if (config.STRIPE_SECRET_KEY) return new StripeGateway(config.STRIPE_SECRET_KEY, config.STRIPE_API_HOST);
  return new LocalGateway(db);
}
