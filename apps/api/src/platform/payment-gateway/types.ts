import type { DbOrTx } from '../../db/client';

/**
 * One interface, two real implementations: Stripe (card data goes from Stripe Elements straight to
 * Stripe) and the built-in local gateway (development and tests), which behaves like Stripe's test
 * mode. Amounts are integer cents.
 */
export interface GatewayPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  customerId: string | null;
}

export interface GatewaySetupIntent {
  id: string;
  clientSecret: string;
  customerId: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  paymentMethodId: string | null;
  lastError: string | null;
}

export interface GatewayPayment {
  id: string | null;
  /** requires_capture: authorized; succeeded: captured; failed: declined or not authenticated. */
  status: 'requires_capture' | 'succeeded' | 'failed' | 'canceled';
  failureMessage: string | null;
}

export interface PaymentRequestInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** Manual capture holds the amount (authorization) until the records are delivered. */
  capture: 'manual' | 'automatic';
  idempotencyKey: string;
}

/** The local gateway keeps its objects in our database: calls made inside a transaction pass it. */
export interface GatewayCallOptions {
  db?: DbOrTx;
}

export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';
  createCustomer(input: { userId: number; email: string; name: string }, o?: GatewayCallOptions): Promise<string>;
  createSetupIntent(customerId: string, o?: GatewayCallOptions): Promise<GatewaySetupIntent>;
  retrieveSetupIntent(id: string, o?: GatewayCallOptions): Promise<GatewaySetupIntent>;
  retrievePaymentMethod(id: string, o?: GatewayCallOptions): Promise<GatewayPaymentMethod>;
  listPaymentMethods(customerId: string, o?: GatewayCallOptions): Promise<GatewayPaymentMethod[]>;
  detachPaymentMethod(id: string, o?: GatewayCallOptions): Promise<void>;
  createPayment(input: PaymentRequestInput, o?: GatewayCallOptions): Promise<GatewayPayment>;
  capturePayment(id: string, amountCents: number, o?: GatewayCallOptions): Promise<GatewayPayment>;
  cancelPayment(id: string, o?: GatewayCallOptions): Promise<void>;
  /** Returns captured money to the card (all or part of it). */
  refundPayment(id: string, amountCents: number, o?: GatewayCallOptions): Promise<void>;
}

/** A gateway refused (a decline, or an object that is not there). message is safe to show. */
export class GatewayError extends Error {
  constructor(
    message: string,
    public readonly code: string,
  ) {
    super(message);
  }
}
