import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { brandOfNumber, luhnValid, PAYMENT_MESSAGES } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { localGatewayObjects } from '../../db/schema';
import type {
  GatewayCallOptions,
  GatewayPayment,
  GatewayPaymentMethod,
  GatewaySetupIntent,
  PaymentGateway,
  PaymentRequestInput,
} from './types';
import { GatewayError } from './types';

/**
 * The built-in gateway, for development and tests: it behaves like Stripe's test mode. Its
 * tokenization call (confirmSetupIntent) runs in our server, so it is the one place a card
 * number passes through us — and it keeps only brand, last4 and expiry, never the number or CVV.
 * Test cards (Stripe's): 4242424242424242 succeeds, 4000000000000002 is declined,
 * 4000002500003155 needs authentication (3-D Secure) before it can be saved, and
 * 4000000000000069 is saved and held but has expired by the time the hold is captured (a card that
 * expires between the submission and the desk's completion; Stripe's number for an expired card).
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  authenticate: '4000002500003155',
  expiresBeforeCapture: '4000000000000069',
} as const;

/** What Stripe answers for a card past its expiry. */
const EXPIRED = 'Your card has expired.';

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

type Obj = typeof localGatewayObjects.$inferSelect;

export class LocalGateway implements PaymentGateway {
  readonly kind = 'local' as const;
  constructor(private readonly db: DbOrTx) {}

  private h(o?: GatewayCallOptions) {
    return o?.db ?? this.db;
  }

  private async get(db: DbOrTx, objId: string, kind: Obj['kind']): Promise<Obj> {
    const [row] = await db
      .select()
      .from(localGatewayObjects)
      .where(and(eq(localGatewayObjects.id, objId), eq(localGatewayObjects.kind, kind)));
    if (!row) throw new GatewayError(`No such ${kind}: '${objId}'`, 'resource_missing');
    return row;
  }

  private async put(db: DbOrTx, objId: string, data: Record<string, unknown>) {
    await db.update(localGatewayObjects).set({ data }).where(eq(localGatewayObjects.id, objId));
  }

  async createCustomer(input: { userId: number }, o?: GatewayCallOptions) {
    const cus = id('cus');
    await this.h(o)
      .insert(localGatewayObjects)
      .values({ id: cus, kind: 'customer', customerId: cus, data: { userId: input.userId } });
    return cus;
  }

  private toSetupIntent(row: Obj): GatewaySetupIntent {
    const d = row.data as Record<string, string | null>;
    return {
      id: row.id,
      clientSecret: String(d.clientSecret),
      customerId: row.customerId,
      status: d.status as GatewaySetupIntent['status'],
      paymentMethodId: d.paymentMethodId ?? null,
      lastError: d.lastError ?? null,
    };
  }

  async createSetupIntent(customerId: string, o?: GatewayCallOptions) {
    const seti = id('seti');
    const data = {
      clientSecret: `${seti}_secret_${randomBytes(16).toString('hex')}`,
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastError: null,
    };
    await this.h(o).insert(localGatewayObjects).values({ id: seti, kind: 'setup_intent', customerId, data });
    return this.toSetupIntent({ id: seti, kind: 'setup_intent', customerId, data, createdAt: new Date() });
  }

  async retrieveSetupIntent(setiId: string, o?: GatewayCallOptions) {
    return this.toSetupIntent(await this.get(this.h(o), setiId, 'setup_intent'));
  }

  /**
   * What Stripe.js confirmCardSetup does against Stripe: checks the card, creates a payment method
   * holding only brand/last4/expiry, and attaches it to the intent's customer.
   */
  async confirmSetupIntent(
    clientSecret: string,
    card: { number: string; exp_month: number; exp_year: number; cvc: string },
    o?: GatewayCallOptions,
  ): Promise<GatewaySetupIntent> {
    const db = this.h(o);
    const setiId = clientSecret.split('_secret_')[0] ?? '';
    const row = await this.get(db, setiId, 'setup_intent');
    const intent = this.toSetupIntent(row);
    if (intent.clientSecret !== clientSecret) throw new GatewayError('Invalid client secret', 'resource_missing');
    if (intent.status === 'succeeded') return intent;
    const fail = async (message: string): Promise<GatewaySetupIntent> => {
      const data = { ...row.data, status: 'requires_payment_method', lastError: message };
      await this.put(db, setiId, data);
      return { ...intent, status: 'requires_payment_method', lastError: message };
    };
    if (!luhnValid(card.number)) return fail('Your card number is incorrect.');
    const now = new Date();
    if (
      card.exp_year < now.getFullYear() ||
      (card.exp_year === now.getFullYear() && card.exp_month < now.getMonth() + 1)
    ) {
      return fail(EXPIRED);
    }
    if (card.number === TEST_CARDS.declines) return fail(PAYMENT_MESSAGES.declined);
    const pm = id('pm');
    await db.insert(localGatewayObjects).values({
      id: pm,
      kind: 'payment_method',
      customerId: intent.customerId,
      data: {
        brand: brandOfNumber(card.number),
        last4: card.number.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year,
        // Decides how later payments behave, as Stripe's test cards do; the number itself is gone.
        behaviour:
          card.number === TEST_CARDS.authenticate
            ? 'authenticate'
            : card.number === TEST_CARDS.expiresBeforeCapture
              ? 'expires'
              : 'succeeds',
      },
    });
    const status = card.number === TEST_CARDS.authenticate ? 'requires_action' : 'succeeded';
    await this.put(db, setiId, { ...row.data, status, paymentMethodId: pm, lastError: null });
    return { ...intent, status, paymentMethodId: pm, lastError: null };
  }

  /** The 3-D Secure challenge's answer (Stripe's test modal has "Complete" and "Fail"). */
  async authenticateSetupIntent(clientSecret: string, success: boolean, o?: GatewayCallOptions) {
    const db = this.h(o);
    const setiId = clientSecret.split('_secret_')[0] ?? '';
    const row = await this.get(db, setiId, 'setup_intent');
    const intent = this.toSetupIntent(row);
    if (intent.clientSecret !== clientSecret) throw new GatewayError('Invalid client secret', 'resource_missing');
    if (intent.status !== 'requires_action') return intent;
    const next = success
      ? { status: 'succeeded', lastError: null }
      : { status: 'requires_payment_method', paymentMethodId: null, lastError: PAYMENT_MESSAGES.authenticationFailed };
    await this.put(db, setiId, { ...row.data, ...next });
    return { ...intent, ...next } as GatewaySetupIntent;
  }

  private toPm(row: Obj): GatewayPaymentMethod {
    const d = row.data as { brand: string; last4: string; expMonth: number; expYear: number };
    return {
      id: row.id,
      brand: d.brand,
      last4: d.last4,
      expMonth: d.expMonth,
      expYear: d.expYear,
      customerId: row.customerId,
    };
  }

  async retrievePaymentMethod(pmId: string, o?: GatewayCallOptions) {
    return this.toPm(await this.get(this.h(o), pmId, 'payment_method'));
  }

  async listPaymentMethods(customerId: string, o?: GatewayCallOptions) {
    const rows = await this.h(o)
      .select()
      .from(localGatewayObjects)
      .where(and(eq(localGatewayObjects.kind, 'payment_method'), eq(localGatewayObjects.customerId, customerId)));
    return rows.map((r) => this.toPm(r));
  }

  async detachPaymentMethod(pmId: string, o?: GatewayCallOptions) {
    await this.get(this.h(o), pmId, 'payment_method');
    await this.h(o).update(localGatewayObjects).set({ customerId: null }).where(eq(localGatewayObjects.id, pmId));
  }

  async createPayment(input: PaymentRequestInput, o?: GatewayCallOptions): Promise<GatewayPayment> {
    const db = this.h(o);
    const [existing] = await db
      .select()
      .from(localGatewayObjects)
      .where(eq(localGatewayObjects.id, `pi_local_${input.idempotencyKey}`));
    if (existing) return this.toPayment(existing);
    const pm = await this.get(db, input.paymentMethodId, 'payment_method');
    if (pm.customerId !== input.customerId)
      throw new GatewayError('The payment method is not attached to this customer.', 'resource_missing');
    // Off-session payments with a card that always asks for authentication fail, as on Stripe.
    const behaviour = (pm.data as { behaviour?: string }).behaviour;
    const needsAuth = behaviour === 'authenticate';
    const status: GatewayPayment['status'] = needsAuth
      ? 'failed'
      : input.capture === 'manual'
        ? 'requires_capture'
        : 'succeeded';
    const data = {
      amount: input.amountCents,
      status,
      paymentMethodId: input.paymentMethodId,
      description: input.description,
      failureMessage: needsAuth ? PAYMENT_MESSAGES.authenticationFailed : null,
      // The capture of this hold fails: the card expired after it was held.
      expiresBeforeCapture: behaviour === 'expires',
    };
    const piId = `pi_local_${input.idempotencyKey}`;
    await db
      .insert(localGatewayObjects)
      .values({ id: piId, kind: 'payment_intent', customerId: input.customerId, data });
    return { id: piId, status, failureMessage: data.failureMessage };
  }

  private toPayment(row: Obj): GatewayPayment {
    const d = row.data as { status: GatewayPayment['status']; failureMessage: string | null };
    return { id: row.id, status: d.status, failureMessage: d.failureMessage };
  }

  async capturePayment(piId: string, amountCents: number, o?: GatewayCallOptions) {
    const db = this.h(o);
    const row = await this.get(db, piId, 'payment_intent');
    const d = row.data as { amount: number; status: string; expiresBeforeCapture?: boolean };
    if (d.status === 'succeeded') return this.toPayment(row);
    if (d.status === 'requires_capture' && d.expiresBeforeCapture) {
      await this.put(db, piId, { ...row.data, status: 'failed', failureMessage: EXPIRED });
      return { id: piId, status: 'failed' as const, failureMessage: EXPIRED };
    }
    if (d.status !== 'requires_capture')
      throw new GatewayError('This PaymentIntent could not be captured.', 'payment_intent_unexpected_state');
    if (amountCents > d.amount)
      throw new GatewayError('The amount to capture is more than the authorized amount.', 'amount_too_large');
    await this.put(db, piId, { ...row.data, status: 'succeeded', amountReceived: amountCents });
    return { id: piId, status: 'succeeded' as const, failureMessage: null };
  }

  async refundPayment(piId: string, amountCents: number, o?: GatewayCallOptions) {
    const db = this.h(o);
    const row = await this.get(db, piId, 'payment_intent');
    const d = row.data as { status: string; amount: number; amountReceived?: number; amountRefunded?: number };
    if (d.status !== 'succeeded')
      throw new GatewayError('This PaymentIntent has no charge to refund.', 'charge_not_refundable');
    const refunded = (d.amountRefunded ?? 0) + amountCents;
    if (refunded > (d.amountReceived ?? d.amount))
      throw new GatewayError('The refund is more than the charge.', 'amount_too_large');
    await this.put(db, piId, { ...row.data, amountRefunded: refunded });
  }

  async cancelPayment(piId: string, o?: GatewayCallOptions) {
    const row = await this.get(this.h(o), piId, 'payment_intent');
    await this.put(this.h(o), piId, { ...row.data, status: 'canceled' });
  }
}
