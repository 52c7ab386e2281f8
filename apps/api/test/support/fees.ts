import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { estimateTotal, feesFor } from '@portal/shared';
import { localGatewayObjects, requestPayments } from '../../src/db/schema';
import { authorizeRequestPayment } from '../../src/modules/payments';
import type { TestUser } from '../harness';
import { addCard, makeCustodian } from '../payments-helpers';
import { orderedRequest } from '../staff-helpers';
import { lifecycleHelpers, lifecycleWorld, type LifecycleWorld } from './lifecycle';
import { first } from './rows';

/**
 * The world of the fee tests (fees the patient can trust): the lifecycle's world with a
 * price-raise tolerance of $1.00, and the patient's answers to a price, the payment and gateway
 * reads, and a request whose estimate is held on a card.
 */
export const feesWorld = () => lifecycleWorld({ PRICE_RAISE_TOLERANCE_CENTS: 100 });

/** The helpers, reading the world (set in beforeAll) when they run. */
export function feesHelpers(world: () => LifecycleWorld) {
  const { post, desk, stateOfRequest } = lifecycleHelpers(world);
  const db = () => world().t.database.db;
  const approve = (rid: string, u: TestUser = world().patient) =>
    post(`/api/v2/requests/${rid}/price/approve`, u.headers);
  const decline = (rid: string, reason: unknown, u: TestUser = world().patient) =>
    post(`/api/v2/requests/${rid}/price/decline`, u.headers, { reason });
  const payment = async (id: number) =>
    first(await db().select().from(requestPayments).where(eq(requestPayments.requestId, id)), 'payment');
  const intent = async (id: string) =>
    first(await db().select().from(localGatewayObjects).where(eq(localGatewayObjects.id, id)), 'gateway object').data;
  const detail = async (rid: string, u: TestUser = world().patient) =>
    (await world().t.app.inject({ method: 'GET', url: `/api/v2/requests/${rid}/detail`, headers: u.headers })).json();

  /**
   * An ordered request as the wizard leaves it: the custodian's schedule stored with it, the estimate
   * (retrieval 15.00 + instant download 6.50 + archived-record service 5.00 = 26.50) held on a card.
   */
  async function heldRequest(
    u: TestUser = world().patient,
    over: { chargeAtSubmission?: boolean; delivery?: string; recipientType?: string } = {},
  ) {
    const { t } = world();
    const card = (await addCard(t, u)).json().card;
    const c = await makeCustodian(t, { chargeAtSubmission: over.chargeAtSubmission ?? false });
    const fees = feesFor(null, { freePricing: false, isForm: false });
    const amountCents = estimateTotal(fees, { deliveryMethod: over.delivery ?? 'instant_download' });
    const r = await orderedRequest(t, u.id, {
      custodianId: c.id,
      cardId: card.id,
      amountCents,
      fees: { ...fees },
      deliveryMethod: over.delivery ?? 'instant_download',
      recipientType: over.recipientType ?? null,
      faxNumber: over.delivery === 'fax_return' ? '+1 518-555-0100' : null,
    });
    const res = await db().transaction((tx) =>
      authorizeRequestPayment(
        tx,
        { userId: u.id, requestId: r.id, cardId: card.id, check: false, amountCents },
        t.app.ctx.gateway,
      ),
    );
    expect(res.status).toBe(over.chargeAtSubmission ? 'paid' : 'authorized');
    return { r, hold: (await payment(r.id)).gatewayIntentId! };
  }

  return { db, post, desk, approve, decline, payment, intent, detail, stateOfRequest, heldRequest };
}
