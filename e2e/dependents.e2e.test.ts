import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/client';
import { custodians, dependents, requests, users } from '../apps/api/src/db/schema';
import { newRid } from '../apps/api/src/modules/requests/rid';
import { hashPassword } from '../apps/api/src/platform/passwords';
import { createUser, PASSWORD, signIn } from './support/api';
import { count, first, hidden, text, visible } from './support/expect';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Dependents journeys. The timeline needs requests spread over months and years, which no API
 * can back-date, so this file prepares its own server's database before starting it.
 */
const Y = new Date().getUTCFullYear();
const EMAIL = 'timeline-owner@example.com';
let browser: Browser;
let server: RunningServer;
let dataDir: string;
let noraId: number;
let draftRid: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'dependents-e2e-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  const u = first(
    await db
      .insert(users)
      .values({
        email: EMAIL,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Tess',
        lastName: 'Owner',
        dateOfBirth: '1980-02-02',
      })
      .returning(),
  );
  const nora = first(
    await db
      .insert(dependents)
      .values({ userId: u.id, firstName: 'Nora', lastName: 'Quinn', dob: '2012-05-06', relation: 'child' })
      .returning(),
  );
  noraId = nora.id;
  const c = first(await db.insert(custodians).values({ urlId: 'lakeside-e2e', name: 'Lakeside Clinic' }).returning());
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 15));
  const rows: Array<Partial<typeof requests.$inferInsert>> = [];
  for (let i = 1; i <= 12; i++)
    rows.push({ submittedOn: at(Y - 1, 1, i), status: 'ordered', requestType: 'Record', allRecords: true });
  rows.push({
    submittedOn: at(Y - 1, 3, 9),
    status: 'completed_archived',
    requestType: 'Form',
    custodianForm: 'Sports physical',
  });
  draftRid = newRid();
  rows.push({ rid: draftRid, createdAt: at(Y - 1, 6, 2), status: 'draft', requestType: 'Record', currentStep: 3 });
  rows.push({
    submittedOn: at(Y - 2, 11, 20),
    status: 'completed',
    requestType: 'Record',
    recordsAfter: '2020-01-01',
    recordsBefore: '2021-02-03',
  });
  await db.insert(requests).values(
    rows.map((r) => ({
      requestType: 'Record' as const,
      dependentId: nora.id,
      custodianId: c.id,
      patientFirstName: 'Nora',
      patientLastName: 'Quinn',
      ...r,
      rid: r.rid ?? newRid(),
      userId: u.id,
    })),
  );
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'never' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('dependents', () => {
  it('shows No dependent found, adds one with the keyboard, edits it and removes it', async () => {
    const baseURL = inject('baseURL');
    const user = await createUser(baseURL);
    const { context, page } = await newPage(browser, baseURL, DESKTOP);
    await signIn(page, user);
    await page.goto('/p/dependents');
    await text(page.getByTestId('dependents-empty')).toBe('No dependent found');
    await expectNoAxeViolations(page, 'dependents (empty)');
    await page.getByRole('link', { name: 'Add dependent' }).click();
    await page.waitForURL('**/p/dependents/add');

    // Keyboard only: type, tab, and submit with Enter.
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Sam-1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee');
    await page.getByLabel(/^Birthday/).focus();
    await page.keyboard.type(`1/1/${Y + 1}`);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Field is required and Special characters are not allowed'));
    await visible(page.getByText('Invalid date'));
    await expectNoAxeViolations(page, 'add dependent (errors)');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel(/^Birthday/).fill('3/4/2015');
    await text(page.getByTestId('dependent-age')).toMatch(/^\d+ years$/);
    await page.getByLabel('Relation').selectOption({ label: 'Child' });
    expect(await page.getByLabel('Relation').locator('option').allInnerTexts()).toEqual([
      'Optional',
      'Self',
      'Child',
      'Spouse',
      'Other Dependent',
    ]);
    await page.getByLabel('Sport(s)').fill('Soccer');
    await page.getByRole('button', { name: 'Add dependent' }).click();
    await page.waitForURL(/\/p\/dependents\/\d+\/timeline$/);
    await visible(page.getByText('This patient has no records or forms request in this timeline'));

    // The picker: a 100-year list, no future dates.
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Choose the birthday from a calendar' }).click();
    const years = page.getByRole('dialog', { name: 'Choose the birthday from a calendar' }).getByLabel('Year');
    await count(years.locator('option')).toBe(100);
    await years.selectOption(String(Y - 10));
    await page
      .getByRole('dialog', { name: 'Choose the birthday from a calendar' })
      .getByRole('button', { name: /^1 / })
      .first()
      .click();
    expect(await page.getByLabel(/^Birthday/).inputValue()).toMatch(new RegExp(`^\\d{1,2}/1/${Y - 10}$`));
    await page.getByLabel('First name').fill('Samuel');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Changes saved successfully!'));
    await visible(page.getByRole('heading', { name: 'Samuel Lee', level: 1 }));

    await page.getByRole('button', { name: 'Remove' }).click();
    await visible(page.getByText('Remove Samuel Lee from your dependents?'));
    await expectNoAxeViolations(page, 'remove confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL('**/p/dependents');
    await text(page.getByTestId('dependents-empty')).toBe('No dependent found');
    await context.close();
  });

  it('shows the timeline by year and month, ten cards a page, with scroll arrows', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(page, { email: EMAIL, password: PASSWORD });
    await page.goto('/p/dependents');
    await page.getByRole('link', { name: 'View timeline: Nora Quinn' }).click();
    await page.waitForURL(`**/p/dependents/${noraId}/timeline`);
    await text(page.getByTestId('timeline-year')).toBe(String(Y - 1));
    const months = page.getByTestId('timeline-month');
    await count(months).toBe(3);
    expect(await months.locator('h3').allInnerTexts()).toEqual([`June ${Y - 1}`, `March ${Y - 1}`, `January ${Y - 1}`]);
    await visible(page.getByTestId('timeline-right'));
    const january = months.nth(2);
    await count(january.getByTestId('request-card')).toBe(10);
    await january.getByRole('button', { name: `Requests of January ${Y - 1}, page 2` }).click();
    await count(january.getByTestId('request-card')).toBe(2);
    const march = months.nth(1);
    await text(march).toMatch(/completed - archived/i);
    await text(march).toContain('Form: Sports physical');
    const draft = months.nth(0).getByTestId('request-card');
    // A draft is resumed (or deleted) with its own buttons, not by the whole card.
    expect(await draft.getByRole('link', { name: /^Resume draft/ }).getAttribute('href')).toBe(
      `/p/record-request/provider?rid=${draftRid}`,
    );
    await expectNoAxeViolations(page, 'timeline');

    // The year menu offers only the years that hold her requests, newest first.
    await page.getByTestId('timeline-year').click();
    await count(page.getByRole('menuitem')).toBe(2);
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([String(Y - 1), String(Y - 2)]);
    await page.getByRole('menuitem', { name: String(Y - 2) }).click();
    await count(months).toBe(1);
    await hidden(page.getByTestId('timeline-right'));
    await text(months.first()).toContain('Between 1/1/2020 - 2/3/2021');

    // /dependents/{id} opens the timeline; on a phone too.
    await page.setViewportSize(PHONE);
    await page.goto(`/p/dependents/${noraId}`);
    await page.waitForURL(`**/p/dependents/${noraId}/timeline`);
    await count(months).toBe(3);
    await expectNoAxeViolations(page, 'timeline (phone)');
    await context.close();
  });

  it("does not show another user's dependent", async () => {
    const other = await createUser(server.url);
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(page, other);
    await page.goto(`/p/dependents/${noraId}/details`);
    await visible(page.getByRole('alert').filter({ hasText: 'No dependent found' }));
    await context.close();
  });
});
