import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { LocalGateway } from '../../platform/payment-gateway';
import { paymentsRepository as repo } from './repository';

/**
 * The local gateway's "Stripe.js" side: the add-card form posts the card here only when no Stripe
 * keys are configured. A setup intent is acted on only by the customer it was made for; anything
 * else, and every call when Stripe is configured, is 404.
 */
async function ownIntent(ctx: AppContext, actor: Actor, clientSecret: string) {
  const { gateway } = ctx;
  if (!(gateway instanceof LocalGateway)) throw notFound();
  const customer = await repo.customer(ctx.db, userIdOf(actor));
  const intent = await gateway.retrieveSetupIntent(clientSecret.split('_secret_')[0] ?? '').catch(() => null);
  if (!customer || !intent || intent.customerId !== customer.customerId || intent.clientSecret !== clientSecret)
    throw notFound();
  return gateway;
}

export async function confirmLocalSetup(
  ctx: AppContext,
  actor: Actor,
  input: { clientSecret: string; card: Parameters<LocalGateway['confirmSetupIntent']>[1] },
) {
  const gateway = await ownIntent(ctx, actor, input.clientSecret);
  return gateway.confirmSetupIntent(input.clientSecret, input.card);
}

export async function authenticateLocalSetup(
  ctx: AppContext,
  actor: Actor,
  input: { clientSecret: string; success: boolean },
) {
  const gateway = await ownIntent(ctx, actor, input.clientSecret);
  return gateway.authenticateSetupIntent(input.clientSecret, input.success);
}
