import { cards } from '../db/schema';
import { LocalGateway } from '../platform/payment-gateway';
import { paymentsRepository } from '../modules/payments/repository';
import type { SeedContext } from './index';

/**
 * The demo account gets one saved Visa test card (through the local gateway, as the add-card form
 * would), so the wizard's payment step and the Store & Share flow work at once. With Stripe
 * configured nothing is seeded: cards there are added through Stripe Elements.
 */
export async function seedPayments({ ctx, demoUserId }: SeedContext) {
  if (ctx.config.STRIPE_SECRET_KEY) return;
  const db = ctx.db;
  const gateway = new LocalGateway(db);
  if (await paymentsRepository.defaultCard(db, demoUserId)) return;
  const customerId =
    (await paymentsRepository.customer(db, demoUserId))?.customerId ??
    (
      await paymentsRepository.saveCustomer(
        db,
        demoUserId,
        'local',
        await gateway.createCustomer({ userId: demoUserId }),
      )
    ).customerId;
  const intent = await gateway.createSetupIntent(customerId);
  const done = await gateway.confirmSetupIntent(intent.clientSecret, {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 4,
    cvc: '123',
  });
  const pm = await gateway.retrievePaymentMethod(done.paymentMethodId!);
  await db.insert(cards).values({
    userId: demoUserId,
    gateway: 'local',
    paymentMethodId: pm.id,
    brand: pm.brand,
    last4: pm.last4,
    expMonth: pm.expMonth,
    expYear: pm.expYear,
    name: 'Jordan Rivera',
    addressLine1: '100 State St',
    addressCity: 'Albany',
    addressState: 'NY',
    addressZip: '12207',
    isDefault: true,
  });
}
