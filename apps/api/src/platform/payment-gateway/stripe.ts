import type Stripe from 'stripe';
import type {
  GatewayPayment,
  GatewayPaymentMethod,
  GatewaySetupIntent,
  PaymentGateway,
  PaymentRequestInput,
} from './types';
import { GatewayError } from './types';
import { requireWhenNeeded } from '../lazy-require';

let sdk: typeof Stripe | undefined;
/** The SDK loads when a Stripe gateway is made (STRIPE_SECRET_KEY set), not at every start (0.1 s of CPU). */
const stripeSdk = () => (sdk ??= requireWhenNeeded<typeof Stripe>('stripe'));

/**
 * Stripe, through its official SDK. Card data never reaches our server: the browser confirms the
 * setup intent with Stripe Elements and we only ever see payment-method ids. `apiHost` points the
 * SDK elsewhere (http://127.0.0.1:port) — used by the tests' local stand-in for the Stripe API.
 */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string, apiHost?: string) {
    const target = apiHost ? new URL(apiHost.includes('://') ? apiHost : `https://${apiHost}`) : null;
    const StripeSdk = stripeSdk();
    this.stripe = new StripeSdk(secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(target
        ? {
            host: target.hostname,
            port: target.port || (target.protocol === 'http:' ? 80 : 443),
            protocol: target.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof stripeSdk().errors.StripeError) throw new GatewayError(err.message, err.code ?? err.type);
      throw err;
    }
  }

  async createCustomer(input: { userId: number; email: string; name: string }) {
    const c = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { user_id: String(input.userId) } },
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return c.id;
  }

  private toSetupIntent(s: Stripe.SetupIntent): GatewaySetupIntent {
    const known = ['succeeded', 'canceled', 'requires_action'] as const;
    const status: GatewaySetupIntent['status'] = (known as readonly string[]).includes(s.status)
      ? (s.status as (typeof known)[number])
      : 'requires_payment_method';
    return {
      id: s.id,
      clientSecret: s.client_secret ?? '',
      customerId: typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null),
      status,
      paymentMethodId: typeof s.payment_method === 'string' ? s.payment_method : (s.payment_method?.id ?? null),
      lastError: s.last_setup_error?.message ?? null,
    };
  }

  async createSetupIntent(customerId: string) {
    const s = await this.call(() => this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session' }));
    return this.toSetupIntent(s);
  }

  async retrieveSetupIntent(id: string) {
    return this.toSetupIntent(await this.call(() => this.stripe.setupIntents.retrieve(id)));
  }

  private toPm(pm: Stripe.PaymentMethod): GatewayPaymentMethod {
    return {
      id: pm.id,
      brand: pm.card?.brand ?? 'unknown',
      last4: pm.card?.last4 ?? '0000',
      expMonth: pm.card?.exp_month ?? 1,
      expYear: pm.card?.exp_year ?? 2000,
      customerId: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null),
    };
  }

  async retrievePaymentMethod(id: string) {
    return this.toPm(await this.call(() => this.stripe.paymentMethods.retrieve(id)));
  }

  async listPaymentMethods(customerId: string) {
    const list = await this.call(() =>
      this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
    );
    return list.data.map((pm) => this.toPm(pm));
  }

  async detachPaymentMethod(id: string) {
    await this.call(() => this.stripe.paymentMethods.detach(id));
  }

  private toPayment(pi: Stripe.PaymentIntent): GatewayPayment {
    const known = ['requires_capture', 'succeeded', 'canceled'] as const;
    const status: GatewayPayment['status'] = (known as readonly string[]).includes(pi.status)
      ? (pi.status as (typeof known)[number])
      : 'failed';
    return {
      id: pi.id,
      status,
      failureMessage: status === 'failed' ? (pi.last_payment_error?.message ?? 'Your card was declined.') : null,
    };
  }

  async createPayment(input: PaymentRequestInput): Promise<GatewayPayment> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          description: input.description,
          capture_method: input.capture,
          confirm: true,
          off_session: true,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return this.toPayment(pi);
    } catch (err) {
      // A decline is an answer, not a failure of ours: the request waits for another card.
      if (err instanceof stripeSdk().errors.StripeCardError) {
        const pi = (err.raw as { payment_intent?: { id?: string } }).payment_intent;
        return { id: pi?.id ?? null, status: 'failed', failureMessage: err.message };
      }
      if (err instanceof stripeSdk().errors.StripeError) throw new GatewayError(err.message, err.code ?? err.type);
      throw err;
    }
  }

  async capturePayment(id: string, amountCents: number) {
    return this.toPayment(
      await this.call(() => this.stripe.paymentIntents.capture(id, { amount_to_capture: amountCents })),
    );
  }

  async cancelPayment(id: string) {
    await this.call(() => this.stripe.paymentIntents.cancel(id));
  }

  async refundPayment(id: string, amountCents: number) {
    await this.call(() => this.stripe.refunds.create({ payment_intent: id, amount: amountCents }));
  }
}
