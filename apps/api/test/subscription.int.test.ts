import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { auditEvents, cards, subscriptionCharges, subscriptions } from '../src/db/schema';
import { addMonth, renewDue } from '../src/modules/subscription/service';
import { createTestApp, signUp, type TestApp } from './harness';
import { addCard } from './payments-helpers';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUBSCRIPTION_PRICE_CENTS: 499 });
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('Store & Share', () => {
  it('subscribes with card and initials, charges the configured price, changes card, unsubscribes', async () => {
    const u = await signUp(t);
    const card = (await addCard(t, u)).json().card;
    const before = (await t.app.inject({ method: 'GET', url: '/api/v2/patient/storages', headers: u.headers })).json();
    expect(before).toEqual({ subscription: null, is_subscription_deactive: true, price_cents: 499 });
    const sub = await post('/api/v2/patient/storages/subscribe', u.headers, { card_id: card.id, initials: 'A S' });
    expect(sub.json().message).toBe(MESSAGES.subscribed);
    expect(sub.json().storage).toMatchObject({
      is_subscription_deactive: false,
      subscription: { status: 'active', card_id: card.id, price_cents: 499, card_last4: '4242' },
    });
    const row = first(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id)));
    expect(
      await t.database.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, row.id)),
    ).toMatchObject([{ amountCents: 499, status: 'paid' }]);
    // The subscription's card cannot be removed.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/patient/cards/remove_payment_method?pm_id=${card.card_id}`,
      headers: u.headers,
    });
    expect(del.json().error.messages).toEqual([MESSAGES.cardUsedBySubscription]);
    const other = (await addCard(t, u, '5555555555554444')).json().card;
    const upd = await post('/api/v2/patient/storages/subscribe', u.headers, { card_id: other.id, update_card: true });
    expect(upd.json()).toMatchObject({
      message: MESSAGES.paymentMethodUpdated,
      storage: { subscription: { card_id: other.id } },
    });
    const un = await post('/api/v2/patient/storages/unsubscribe', u.headers);
    expect(un.json()).toMatchObject({ message: MESSAGES.unsubscribed, storage: { is_subscription_deactive: true } });
    expect((await post('/api/v2/patient/storages/unsubscribe', u.headers)).statusCode).toBe(400);
    await t.app.ctx.readAudit.flush(); // reads are audited in batches
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, u.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['subscription.subscribe', 'subscription.unsubscribe', 'subscription.read']),
    );
  });

  it('refuses bad initials and a missing card with the spec messages, storing nothing', async () => {
    const u = await signUp(t);
    const card = (await addCard(t, u)).json().card;
    const bad = await post('/api/v2/patient/storages/subscribe', u.headers, { card_id: card.id, initials: 'A1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages).toContain(MESSAGES.lettersAndSpaces);
    const blank = await post('/api/v2/patient/storages/subscribe', u.headers, { card_id: card.id, initials: '   ' });
    expect(blank.json().error.messages).toContain(MESSAGES.required);
    const noCard = await post('/api/v2/patient/storages/subscribe', u.headers, { initials: 'AS' });
    expect(noCard.json().error.messages).toContain(MESSAGES.selectCardFirst);
    const stranger = await signUp(t);
    expect(
      (await post('/api/v2/patient/storages/subscribe', stranger.headers, { card_id: card.id, initials: 'AS' }))
        .statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toEqual([]);
  });

  it('renews monthly, and deactivates when the card is gone', async () => {
    const u = await signUp(t);
    const card = (await addCard(t, u)).json().card;
    await post('/api/v2/patient/storages/subscribe', u.headers, { card_id: card.id, initials: 'AS' });
    const s = first(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id)));
    const later = new Date(s.currentPeriodEnd.getTime() + 1000);
    expect(await renewDue(t.database.db, t.app.ctx.gateway, later)).toBeGreaterThanOrEqual(1);
    const renewed = first(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id)));
    expect(renewed.currentPeriodEnd.toISOString()).toBe(addMonth(s.currentPeriodEnd).toISOString());
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    // The card disappears (deleted at the gateway side, say): the next renewal deactivates.
    await t.database.db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, card.id));
    await renewDue(t.database.db, t.app.ctx.gateway, new Date(renewed.currentPeriodEnd.getTime() + 1000));
    const storage = (await t.app.inject({ method: 'GET', url: '/api/v2/patient/storages', headers: u.headers })).json();
    expect(storage).toMatchObject({ is_subscription_deactive: true, subscription: { status: 'past_due' } });
  });
});
