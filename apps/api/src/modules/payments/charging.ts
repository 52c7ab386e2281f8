import { PAYMENT_MESSAGES, MESSAGES, type PaymentStatus } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { GatewayError } from '../../platform/payment-gateway';
import { ensureCustomer } from './customer';
import { paymentsRepository as repo } from './repository';

export interface AuthorizeInput {
  userId: number;
  requestId: number;
  cardId: number | null;
  check: boolean;
  amountCents: number;
}

export interface AuthorizeResult {
  status: PaymentStatus;
  message: string | null;
  cardId: number | null;
  /** Why the gateway refused, in its own words (the desk's message; `message` is the patient's). */
  reason?: string;
}

/**
 * Authorizes a request's estimate (the wizard calls this inside its submission transaction).
 * A check, or nothing to pay, needs no gateway. A declined card never throws: the request stays
 * ordered with payment 'failed' and the message the user sees, and can be paid with another card.
 * A custodian with chargeAtSubmission is paid at once (automatic capture: status 'paid').
 */
export async function authorizeRequestPayment(
  tx: DbOrTx,
  input: AuthorizeInput,
  gateway: PaymentGateway,
): Promise<AuthorizeResult> {
  const base = { requestId: input.requestId, userId: input.userId, amountCents: input.amountCents };
  if (!Number.isInteger(input.amountCents) || input.amountCents < 0) throw badRequest(MESSAGES.badRequest);
  if (input.amountCents === 0) {
    await repo.upsertPayment(tx, { ...base, method: 'none', status: 'not_required', cardId: null });
    return { status: 'not_required', message: null, cardId: null };
  }
  if (input.check) {
    // A check chosen after a failed card replaces that attempt: no intent, no failure left behind.
    await repo.upsertPayment(tx, {
      ...base,
      method: 'check',
      status: 'check_pending',
      cardId: null,
      gatewayIntentId: null,
      failureMessage: null,
    });
    await repo.setCheckPayment(tx, input.requestId);
    return { status: 'check_pending', message: null, cardId: null };
  }
  const card = input.cardId
    ? await repo.card(tx, input.userId, input.cardId)
    : await repo.defaultCard(tx, input.userId);
  if (!card) throw badRequest(MESSAGES.selectCardFirst);
  const customerId = await ensureCustomer(tx, gateway, input.userId);
  const attempt = await countAttempts(tx, input.requestId);
  const capture = (await repo.chargesAtSubmission(tx, input.requestId)) ? 'automatic' : 'manual';
  let result;
  try {
    result = await gateway.createPayment(
      {
        customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: input.amountCents,
        description: `Request ${input.requestId}`,
        capture,
        idempotencyKey: `req-${input.requestId}-${attempt}`,
      },
      { db: tx },
    );
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    result = { id: null, status: 'failed' as const, failureMessage: err.message };
  }
  const ok = result.status === 'requires_capture' || result.status === 'succeeded';
  const status: PaymentStatus = result.status === 'succeeded' ? 'paid' : ok ? 'authorized' : 'failed';
  const message = ok ? null : `${result.failureMessage ?? PAYMENT_MESSAGES.declined} ${PAYMENT_MESSAGES.paymentFailed}`;
  await repo.upsertPayment(tx, {
    ...base,
    method: 'card',
    status,
    cardId: card.id,
    gatewayIntentId: result.id,
    failureMessage: message,
    authorizedAt: ok ? new Date() : null,
    paidAt: status === 'paid' ? new Date() : null,
    capturedCents: status === 'paid' ? input.amountCents : null,
  });
  await repo.setPaymentCard(tx, input.requestId, card.id);
  await audit(tx, null, {
    action: 'payment.charge',
    subjectUserId: input.userId,
    entityType: 'request',
    entityId: input.requestId,
    requestId: input.requestId,
    details: { step: 'authorize', status, amount_cents: input.amountCents },
  });
  return { status, message, cardId: card.id };
}

async function countAttempts(tx: DbOrTx, requestId: number) {
  const p = await repo.payment(tx, requestId);
  return p ? `${p.id}-${p.updatedAt.getTime()}` : 'first';
}

/** A request moved to another card: its hold moves too (the old one is released). */
export async function reauthorizeWithCard(
  tx: DbOrTx,
  gateway: PaymentGateway,
  input: { userId: number; requestId: number; cardId: number },
) {
  const p = await repo.payment(tx, input.requestId);
  if (!p || p.method !== 'card' || (p.status !== 'authorized' && p.status !== 'failed')) return null;
  if (p.status === 'authorized' && p.gatewayIntentId) await gateway.cancelPayment(p.gatewayIntentId, { db: tx });
  return authorizeRequestPayment(
    tx,
    {
      userId: input.userId,
      requestId: input.requestId,
      cardId: input.cardId,
      check: false,
      amountCents: p.amountCents,
    },
    gateway,
  );
}

/**
 * Captures a request's payment when its records are delivered (staff completion calls this).
 * A hold that failed earlier is tried again on the request's current card first.
 */
export async function chargeRequest(db: DbOrTx, requestId: number, gateway: PaymentGateway): Promise<AuthorizeResult> {
  const r = await repo.requestById(db, requestId);
  if (!r) throw notFound();
  let p = await repo.payment(db, requestId);
  if (!p) return { status: 'not_required', message: null, cardId: null };
  if (p.status === 'failed' && p.method === 'card') {
    await authorizeRequestPayment(
      db,
      { userId: r.userId, requestId, cardId: r.cardId, check: false, amountCents: p.amountCents },
      gateway,
    );
    p = (await repo.payment(db, requestId))!;
  }
  if (p.status !== 'authorized' || !p.gatewayIntentId) {
    return { status: p.status, message: p.failureMessage, cardId: p.cardId };
  }
  let status: PaymentStatus = 'paid';
  let message: string | null = null;
  let reason: string | undefined;
  try {
    const res = await gateway.capturePayment(p.gatewayIntentId, p.amountCents, { db });
    if (res.status !== 'succeeded') {
      status = 'failed';
      reason = res.failureMessage ?? PAYMENT_MESSAGES.declined;
      message = `${reason} ${PAYMENT_MESSAGES.paymentFailed}`;
    }
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    status = 'failed';
    reason = err.message;
    message = `${err.message} ${PAYMENT_MESSAGES.paymentFailed}`;
  }
  await repo.updatePayment(db, p.id, {
    status,
    failureMessage: message,
    paidAt: status === 'paid' ? new Date() : null,
    capturedCents: status === 'paid' ? p.amountCents : null,
  });
  await audit(db, null, {
    action: 'payment.charge',
    subjectUserId: r.userId,
    entityType: 'request',
    entityId: requestId,
    requestId,
    details: { step: 'capture', status, amount_cents: p.amountCents },
  });
  return { status, message, cardId: p.cardId, ...(reason ? { reason } : {}) };
}
