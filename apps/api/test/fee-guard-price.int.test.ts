import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DEFAULT_PRICING, LANGUAGE_CODES } from '@portal/shared';
import { mailCatalog } from '@portal/shared/i18n/mail';
import { loadConfig } from '../src/config';
import { mailOutbox, requests, requestStatusHistory, users } from '../src/db/schema';
import type { TestApp, TestUser } from './harness';
import { multipart, PDF } from './staff-helpers';
import { first } from './support/rows';
import { feesHelpers, feesWorld } from './support/fees';
import type { Clerk } from './support/lifecycle';

/**
 * the fee basis, and a desk price above what the patient
 * authorized waiting for the patient's approval (approve, decline, and every refused answer).
 * Each move through the routes that make it. "No records found" is in fee-guard-no-records.
 */
let t: TestApp;
let clerk: Clerk;
let patient: TestUser;
let other: TestUser;
beforeAll(async () => {
  ({ t, clerk, patient, other } = await feesWorld());
});
afterAll(() => t.close());

const { db, post, desk, approve, decline, payment, intent, detail, stateOfRequest, heldRequest } = feesHelpers(() => ({
  t,
  clerk,
  patient,
  other,
}));

describe('the fee basis', () => {
  it('labels the patient’s own access (its cost-based rate: $26.50 is no flat fee) and an authorization to a third party', async () => {
    const own = await heldRequest();
    const d = await detail(own.r.rid);
    const estimate = [
      { key: 'retrieval_service', cents: DEFAULT_PRICING.retrieval_service },
      { key: 'instant_download', cents: 650 },
      { key: 'archieve_record_service', cents: 500 },
    ];
    expect(d.fee_breakdown).toEqual({
      basis: 'patient_access',
      flat_fee_option: false,
      flat_fee_cents: 650,
      fee_rule: 'cost_based',
      lines: estimate,
      estimate_lines: estimate,
      estimate_cents: 2650,
      authorized_cents: 2650,
      price_cents: null,
      total_cents: 2650,
      price_reason: null,
    });
    const third = await heldRequest(patient, { delivery: 'fax_return', recipientType: 'attorney' });
    expect((await detail(third.r.rid)).fee_breakdown).toMatchObject({ basis: 'third_party', flat_fee_option: false });
    const staff = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${third.r.rid}`, headers: clerk.headers })
    ).json();
    // Fax return: retrieval 15.00 + fax 12.00 + archived-record service 5.00.
    expect(staff.fee_breakdown).toMatchObject({ basis: 'third_party', authorized_cents: 3200, estimate_cents: 3200 });
  });
});

const sum = (lines: Array<{ cents: number }>) => lines.reduce((s, l) => s + l.cents, 0);

describe('a desk price raise needs a reason, and the lines add up after it', () => {
  it('refuses a raise without a reason (400, nothing stored); a lower or equal price needs none', async () => {
    const r = await heldRequest();
    const url = `/api/v2/staff/requests/${r.r.rid}/price`;
    for (const body of [{ amount_cents: 3200 }, { amount_cents: 3200, reason: '   ' }]) {
      const bad = await post(url, clerk.headers, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.messages[0]).toBe(
        'Say why the price is higher: the patient reads the reason beside the new fee lines.',
      );
    }
    expect((await post(url, clerk.headers, { amount_cents: 3200, reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    const before = await stateOfRequest(r.r.id);
    expect(before).not.toBe('priced');
    expect((await detail(r.r.rid)).fee_breakdown).toMatchObject({ total_cents: 2650, price_cents: null });
    // The same amount as held, or less: no reason needed.
    expect((await post(url, clerk.headers, { amount_cents: 2650 })).statusCode).toBe(200);
    expect((await post(url, clerk.headers, { amount_cents: 2000 })).statusCode).toBe(200);
    const lower = (await detail(r.r.rid)).fee_breakdown;
    expect(sum(lower.lines)).toBe(2000);
    expect(lower.lines.at(-1)).toMatchObject({ key: 'price_reduction', cents: -650 });
  });

  it('a raise within the tolerance: the lines add up to the new price held, the reason on the change line', async () => {
    const r = await heldRequest();
    const res = await post(`/api/v2/staff/requests/${r.r.rid}/price`, clerk.headers, {
      amount_cents: 2700,
      reason: 'Certified copy asked for',
    });
    expect(res.json().message).toBe('Price saved.');
    const fb = (await detail(r.r.rid)).fee_breakdown;
    expect(fb).toMatchObject({ total_cents: 2700, price_cents: 2700, price_reason: 'Certified copy asked for' });
    expect(sum(fb.lines)).toBe(2700);
    expect(fb.lines.at(-1)).toEqual({ key: 'price_change', cents: 50, reason: 'Certified copy asked for' });
    expect((await payment(r.r.id)).amountCents).toBe(2700);
  });

  it('a raise to $32.00 waits: the approval shows the reason and lines adding up to $32.00; once approved the request reads them', async () => {
    const r = await heldRequest();
    await post(`/api/v2/staff/requests/${r.r.rid}/price`, clerk.headers, {
      amount_cents: 3200,
      reason: 'The chart has 180 pages',
    });
    const waiting = await detail(r.r.rid);
    // Still held at 26.50: the request's lines add up to that, the approval's to 32.00.
    expect(waiting.fee_breakdown.total_cents).toBe(2650);
    expect(sum(waiting.fee_breakdown.lines)).toBe(2650);
    expect(waiting.price_approval).toMatchObject({ amount_cents: 3200, reason: 'The chart has 180 pages' });
    expect(sum(waiting.price_approval.lines)).toBe(3200);
    expect(waiting.price_approval.lines.at(-1)).toEqual({
      key: 'price_change',
      cents: 550,
      reason: 'The chart has 180 pages',
    });
    expect((await approve(r.r.rid)).statusCode).toBe(200);
    const after = (await detail(r.r.rid)).fee_breakdown;
    expect(after).toMatchObject({ total_cents: 3200, price_reason: 'The chart has 180 pages', fee_rule: 'cost_based' });
    expect(sum(after.lines)).toBe(3200);
    const staff = (
      await t.app.inject({ method: 'GET', url: `/api/v2/staff/requests/${r.r.rid}`, headers: clerk.headers })
    ).json();
    expect(sum(staff.fee_breakdown.lines)).toBe(3200);
  });
});

describe('a price above what the patient authorized', () => {
  it('within the tolerance moves the hold at once; past it, waits for the patient with the hold untouched and a mail with the link', async () => {
    const { r, hold } = await heldRequest();
    const small = await desk(r.rid, 'price', { amount_cents: 2700 }); // 0.50 over, tolerance 1.00
    expect(small.json().message).toBe('Price saved.');
    expect(await stateOfRequest(r.id)).toBe('priced');
    const moved = (await payment(r.id)).gatewayIntentId!;
    expect(await intent(moved)).toMatchObject({ status: 'requires_capture', amount: 2700 });
    expect(await intent(hold)).toMatchObject({ status: 'canceled' });

    // 2800 is 1.50 over the 26.50 the patient authorized (not over the last price): it waits.
    const big = await desk(r.rid, 'price', { amount_cents: 2800 });
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().message).toMatch(/sent to the patient for approval/);
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');
    expect(await payment(r.id)).toMatchObject({ status: 'authorized', amountCents: 2700, gatewayIntentId: moved });
    const mail = first(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, patient.email))
        .orderBy(desc(mailOutbox.id))
        .limit(1),
    );
    expect(mail.subject).toBe(`Your request ${r.rid}: a new price needs your approval`);
    expect(mail.text).toContain('$28.00');
    expect(mail.text).toContain(`/p/request-detail/${encodeURIComponent(r.rid)}?requestType=Record`);
    const d = await detail(r.rid);
    expect(d.state).toBe('awaiting_approval');
    expect(d.price_approval).toMatchObject({ amount_cents: 2800, authorized_cents: 2650 });
    // The desk cannot capture it meanwhile.
    const up = multipart([{ name: 'records.pdf', body: PDF }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/requests/${r.rid}/records`,
      headers: { ...clerk.headers, ...up.headers },
      payload: up.payload,
    });
    expect((await desk(r.rid, 'complete')).statusCode).toBe(409);
    expect((await payment(r.id)).status).toBe('authorized');
  });

  it('mails the desk’s reason with the raise as typed, escaped in the HTML part, in each of the 13 languages', async () => {
    const reason = 'Certified copies <2 sets> & "rush" for Dr. O\'Neil';
    const lastMail = async () =>
      first(
        await db()
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, patient.email))
          .orderBy(desc(mailOutbox.id))
          .limit(1),
      );
    // One request (a patient holds a few cards only): each language's raise waits, then a lower
    // price from the desk replaces it before the next.
    const { r } = await heldRequest();
    try {
      for (const lang of LANGUAGE_CODES) {
        await db().update(users).set({ language: lang }).where(eq(users.id, patient.id));
        const res = await desk(r.rid, 'price', { amount_cents: 2800, reason: `  ${reason} ` });
        expect(res.json().message, lang).toMatch(/sent to the patient for approval/);
        const mail = await lastMail();
        const label = mailCatalog(lang).priceRaise.reason;
        expect(label, lang).toMatch(/^[^{}]+\{\{reason\}\}$/);
        // The text part: the reader's label, then the reason as the desk typed it (trimmed).
        expect(mail.text, lang).toContain(`\n${label.replace('{{reason}}', reason)}\n`);
        // The HTML part: the same words, every markup character escaped.
        expect(mail.html, lang).toContain('Certified copies &#60;2 sets&#62; &#38; &#34;rush&#34; for Dr. O&#39;Neil');
        expect(mail.html, lang).not.toContain('<2 sets>');
        expect((await desk(r.rid, 'price', { amount_cents: 2650 })).json().message).toBe('Price saved.');
      }
    } finally {
      await db().update(users).set({ language: null }).where(eq(users.id, patient.id));
    }
  });

  it('approve: priced at that price, the hold moves to it; refused for another account (404), without a token (401), twice and with nothing pending (409)', async () => {
    const { r } = await heldRequest();
    expect((await approve(r.rid)).statusCode).toBe(409); // nothing pending yet
    await desk(r.rid, 'price', { amount_cents: 4100 });
    expect((await approve(r.rid, other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/requests/${r.rid}/price/approve` })).statusCode).toBe(
      401,
    );
    expect((await post(`/api/v2/staff/requests/${r.rid}/price`, patient.headers, { amount_cents: 1 })).statusCode).toBe(
      403,
    );
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');

    const ok = await approve(r.rid);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('priced');
    const p = await payment(r.id);
    expect(p).toMatchObject({ status: 'authorized', amountCents: 4100 });
    expect(await intent(p.gatewayIntentId!)).toMatchObject({ status: 'requires_capture', amount: 4100 });
    const [last] = await db()
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(desc(requestStatusHistory.id))
      .limit(1);
    expect(last).toMatchObject({ status: 'priced', note: '$41.00', actorUserId: patient.id });
    const again = await approve(r.rid);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messages[0]).toBe('This request cannot be approved at this price now: it is priced.');
    expect((await detail(r.rid)).fee_breakdown).toMatchObject({ authorized_cents: 4100, price_cents: 4100 });

    // The approved price is the new bar: the same price passes, a higher one waits again.
    expect((await desk(r.rid, 'price', { amount_cents: 4150 })).json().message).toBe('Price saved.');
    expect((await desk(r.rid, 'price', { amount_cents: 4300 })).json().message).toMatch(/approval/);
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');
    // A lower price from the desk replaces the one waiting.
    expect((await desk(r.rid, 'price', { amount_cents: 4000 })).statusCode).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('priced');
    expect((await approve(r.rid)).statusCode).toBe(409);
  });

  it('decline: needs a reason (400), closes the request and releases the hold; refused for another account, twice and when nothing is pending', async () => {
    const { r, hold } = await heldRequest();
    expect((await decline(r.rid, 'Too expensive')).statusCode).toBe(409);
    await desk(r.rid, 'price', { amount_cents: 9900 });
    for (const bad of ['', '   ', 'x'.repeat(1001), 42]) {
      const res = await decline(r.rid, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.messages[0]).toBe('Field is required');
    }
    expect((await post(`/api/v2/requests/${r.rid}/price/decline`, patient.headers, 'not json')).statusCode).toBe(400);
    expect((await decline(r.rid, 'Too expensive', other)).statusCode).toBe(404);
    expect(await stateOfRequest(r.id)).toBe('awaiting_approval');

    const ok = await decline(r.rid, 'Too expensive for me');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOfRequest(r.id)).toBe('closed_archived');
    expect(await payment(r.id)).toMatchObject({ status: 'canceled', amountCents: 2650 });
    expect(await intent(hold)).toMatchObject({ status: 'canceled' });
    const row = first(await db().select().from(requests).where(eq(requests.id, r.id)));
    expect(row.closedOn).not.toBeNull();
    const [last] = await db()
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(desc(requestStatusHistory.id))
      .limit(1);
    expect(last).toMatchObject({ status: 'closed_archived', note: 'Too expensive for me' });
    expect((await decline(r.rid, 'again')).statusCode).toBe(409);
    expect((await approve(r.rid)).statusCode).toBe(409);
    expect((await detail(r.rid)).price_approval).toBeNull();
  });
});

describe('PRICE_RAISE_TOLERANCE_CENTS', () => {
  it('is validated at start-up', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cfg-'));
    for (const bad of ['-1', 'ten', '1.5', '100001']) {
      expect(() => loadConfig({ DATA_DIR: dir, PRICE_RAISE_TOLERANCE_CENTS: bad })).toThrow(
        /PRICE_RAISE_TOLERANCE_CENTS/,
      );
    }
    expect(loadConfig({ DATA_DIR: dir }).PRICE_RAISE_TOLERANCE_CENTS).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, PRICE_RAISE_TOLERANCE_CENTS: '250' }).PRICE_RAISE_TOLERANCE_CENTS).toBe(250);
    rmSync(dir, { recursive: true, force: true });
  });
});
