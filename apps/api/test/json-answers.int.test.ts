// Runs on both databases: answers written by PostgreSQL (row_to_json) through each driver.
// Answers PostgreSQL writes as JSON text (dependents, cards, profile): the same bytes as the
// JavaScript mapping and the shared schema give for the same rows, edge cases included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { cardsResponseSchema, dependentsListSchema, LIMITS, profileSchema } from '@portal/shared';
import { cards, dependents, subscriptions, users } from '../src/db/schema';
import { dependentsListJson, toDependent } from '../src/modules/dependents/service';
import { listCards, listCardsJson } from '../src/modules/payments/cards-service';
import { profileRepository } from '../src/modules/profile/repository';
import { toProfile } from '../src/modules/profile/service';
import { SYSTEM_ACTOR } from '../src/platform/actor';
import { jsonText } from '../src/platform/response-serializer';
import { userReadAs } from '../src/platform/sessions';
import { createTestApp, signUp, type TestApp } from './harness';
import { first } from './support/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A UTC day `years` before today, moved by `days`. */
function dayOf(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('answers written by PostgreSQL', () => {
  it('dependents: the same bytes as toDependent and the schema (ages around a birthday, 29 February, odd text)', async () => {
    const u = await signUp(t);
    const db = t.database.db;
    const base = {
      userId: u.id,
      lastName: 'Doe',
      gender: null,
      grade: null,
      school: null,
      sport: null,
      relation: null,
    };
    await db.insert(dependents).values([
      { ...base, firstName: 'Today', dob: dayOf(10) },
      { ...base, firstName: 'Tomorrow', dob: dayOf(10, 1) },
      { ...base, firstName: 'Yesterday', dob: dayOf(10, -1), middleName: 'Q', relation: 'child' },
      { ...base, firstName: 'Leap', dob: '2016-02-29', school: 'Oak "Street" \\ School\n', grade: '5' },
      { ...base, firstName: 'Émile 😀', dob: '0999-01-02', sport: '\u0001tab\there' },
      { ...base, firstName: 'Unborn', dob: dayOf(0, 3) },
      { ...base, firstName: 'Aaron', dob: '2010-12-31', deletedAt: new Date() },
    ]);
    // A second user's dependent never appears.
    const other = await signUp(t);
    await db.insert(dependents).values({ ...base, userId: other.id, firstName: 'Other', dob: '2012-01-01' });

    const json = await dependentsListJson(t.app.ctx, userReadAs(SYSTEM_ACTOR, u.id));
    const rows = await db.select().from(dependents).where(eq(dependents.userId, u.id));
    const expected = JSON.stringify(
      dependentsListSchema.parse({
        dependents: rows
          .filter((r) => !r.deletedAt)
          .sort((a, b) => (a.firstName < b.firstName ? -1 : a.firstName > b.firstName ? 1 : a.id - b.id))
          .map(toDependent),
      }),
    );
    expect(json).toBe(expected);
    expect(JSON.parse(json).dependents).toHaveLength(6);
    expect(await dependentsListJson(t.app.ctx, userReadAs(SYSTEM_ACTOR, (await signUp(t)).id))).toBe(
      '{"dependents":[]}',
    );
  });

  it('cards: the same bytes as listCards and the schema (brands, owner, the subscription card)', async () => {
    // Account names refuse quotes and markup; the card's name (written here directly) carries the
    // characters JSON must escape.
    const u = await signUp(t, { name: 'Ann', last_name: 'Lee' });
    const db = t.database.db;
    const card = (brand: string, i: number) => ({
      userId: u.id,
      gateway: 'local' as const,
      paymentMethodId: `pm_${u.id}_${i}`,
      brand,
      last4: String(4242 + i).slice(-4),
      expMonth: (i % 12) + 1,
      expYear: 2030 + i,
      name: `Card "${i}" \\ ${i}`,
      addressLine1: '1 Main St',
      addressCity: 'Springfield',
      addressState: 'IL',
      addressZip: '62701',
      isDefault: i === 0,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 3))),
    });
    const inserted = await db
      .insert(cards)
      .values(['Visa', 'MASTER-CARD', 'American Express', 'jcb', 'AMEX', 'discover'].map(card))
      .returning();
    await db.insert(cards).values({ ...card('visa', 9), deletedAt: new Date() });
    await db.insert(subscriptions).values({
      userId: u.id,
      status: 'active',
      cardId: inserted[2]!.id,
      initials: 'AL',
      priceCents: 999,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const { count, json } = await listCardsJson(db, userReadAs(SYSTEM_ACTOR, u.id));
    const expected = JSON.stringify(
      cardsResponseSchema.parse({ cards: await listCards(db, u.id), limit: LIMITS.cardLimit }),
    );
    expect(json).toBe(expected);
    expect(count).toBe(6);
    expect(
      JSON.parse(json).cards.filter((c: { is_subscription_card: boolean }) => c.is_subscription_card),
    ).toHaveLength(1);
    const none = await listCardsJson(db, userReadAs(SYSTEM_ACTOR, (await signUp(t)).id));
    expect(none).toEqual({ count: 0, json: `{"cards":[],"limit":${LIMITS.cardLimit}}` });
  });

  it('profile: the same bytes as toProfile and the schema (avatar, no date of birth, an old one, language)', async () => {
    const db = t.database.db;
    for (const change of [
      { organization: null },
      { avatarFileId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0', dateOfBirth: null, organization: 'Acme' },
      { dateOfBirth: '0999-01-02', language: 'es', govtIdRequired: true, captchaEnabled: true },
    ]) {
      const u = await signUp(t);
      await db.update(users).set(change).where(eq(users.id, u.id));
      const [row] = await userReadAs(SYSTEM_ACTOR, u.id).rows(profileRepository.getJsonStatement(db));
      const user = first(await db.select().from(users).where(eq(users.id, u.id)));
      expect(row!.json).toBe(JSON.stringify(profileSchema.parse(toProfile(user))));
    }
  });

  it('are refused in tests when they leave the schema: an extra column, a missing one, another order or format', () => {
    const reply = {
      server: { ctx: { config: { NODE_ENV: 'test' } } },
      request: { method: 'GET', url: '/api/v2/user' },
      header() {
        return this;
      },
      send: (text: string) => text,
    } as unknown as FastifyReply;
    const ok =
      '{"id":1,"name":"A","last_name":"B","email":"a@b.c","avatarUrl":null,"organization":null,' +
      '"date_of_birth":"1/2/1990","govtIdRequired":false,"is_captcha_enable":false,"language":null}';
    expect(jsonText(reply, profileSchema, ok)).toBe(ok);
    for (const bad of [
      ok.replace('}', ',"password_hash":"x"}'),
      ok.replace('"email":"a@b.c",', ''),
      ok.replace('"name":"A","last_name":"B"', '"last_name":"B","name":"A"'),
      ok.replace('"id":1', '"id":"1"'),
      ok.replace('":', '" : '),
    ]) {
      expect(() => jsonText(reply, profileSchema, bad), bad).toThrow();
    }
  });
});
