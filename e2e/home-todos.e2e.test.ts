import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiAs, createUser, signIn, type ApiUser } from './support/api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newPage, noSideScroll } from './support/browser';
import { count, hidden, text, visible } from './support/expect';
import { outbox } from './caregiver-fixtures';
import { clerkSession, signInClerk, submittedRequest } from './support/records';

/**
 * The home says what waits on the patient, each seam reached as it is in life: the desk asks its
 * question on the records desk (its own page), writes a message with its own session, and the
 * patient answers, reads and deletes through the portal; the home and the sidebar's count follow.
 * A phone (390 x 844) and a desktop; every screen axe-clean, no sideways scroll on the phone.
 */
const PHONE = { width: 390, height: 844 };

/** The chat's message is on the screen without scrolling, and the focus is on the chat. */
const onScreenAtTheChat = (message: Locator) =>
  message.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight && document.activeElement?.id === 'chat';
  });
const QUESTION = 'Please send a copy of your birth certificate.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A draft the patient started in the wizard and left (what the wizard's autosave stores). */
async function startedDraft(baseURL: string, user: ApiUser): Promise<string> {
  const custodians = await apiAs<{ custodians: Array<{ id: number }> }>(
    baseURL,
    user,
    '/api/v2/custodians?search[state]=NY&search[name]=a',
  );
  const d = await apiAs<{ request_rid: string }>(baseURL, user, '/api/v2/request/record_request', {
    method: 'POST',
    body: {
      status: 'draft',
      idempotency_key: `home-e2e-${Date.now()}-${Math.random()}`,
      custodian_id: custodians.custodians[0]!.id,
      all_records: true,
      reason_for_request: ['continuing_care'],
      current_step: 3,
    },
  });
  return d.request_rid;
}

const todos = (page: Page) => page.getByTestId('home-todos');

describe('the home: what waits on the patient', () => {
  it('a quiet line with nothing to do; then the desk’s question, a message and a draft, each with its one action', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL);

    // Nothing yet: one quiet line, no box.
    const wide = await newPage(browser, baseURL, DESKTOP);
    await signIn(wide.page, patient);
    await text(wide.page.getByTestId('home-nothing')).toBe('Nothing needs your attention right now.');
    expect(await todos(wide.page).count()).toBe(0);
    await count(wide.page.getByTestId('nav-waiting-count')).toBe(0);
    await expectNoAxeViolations(wide.page, 'home with nothing to do (desktop)');

    // The desk asks for a birth certificate on its own page; then writes a message.
    const rid = await submittedRequest(baseURL, patient);
    const talk = await submittedRequest(baseURL, patient);
    const draft = await startedDraft(baseURL, patient);
    const desk = await newPage(browser, baseURL, DESKTOP);
    await signInClerk(desk.page);
    await desk.page.goto(`/staff/requests/${rid}`);
    await visible(desk.page.getByRole('heading', { name: `Request ${rid}` }));
    await desk.page.getByLabel(/^What is missing/).fill(QUESTION);
    await desk.page.getByRole('button', { name: 'Mark incomplete' }).click();
    await visible(desk.page.getByText('The patient has been asked for what is missing.'));
    await apiAs(baseURL, await clerkSession(baseURL), `/api/v2/staff/requests/${encodeURIComponent(talk)}/messages`, {
      method: 'POST',
      body: { body: 'We received your request and sent it to the provider today.' },
    });
    await desk.context.close();

    // The patient's phone: the home quotes the desk's question first, then the message, then the draft.
    const phone = await newPage(browser, baseURL, PHONE);
    await signIn(phone.page, patient);
    await visible(todos(phone.page));
    const waiting = phone.page.getByTestId('todo-waiting');
    await text(waiting.getByTestId('todo-question')).toBe(QUESTION);
    await visible(phone.page.getByTestId('todo-unread_messages'));
    await visible(phone.page.getByTestId('todo-draft'));
    const kinds = await todos(phone.page)
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')));
    expect(kinds).toEqual(['todo-waiting', 'todo-unread_messages', 'todo-draft']);
    // The spec's dashboard stays below.
    await visible(phone.page.getByRole('heading', { name: 'Find a provider' }));
    expect(await noSideScroll(phone.page)).toBe(true);
    await expectNoAxeViolations(phone.page, 'home with to-dos (phone)');
    await phone.page.screenshot({ path: '/tmp/home-todos-phone.png', fullPage: true });

    // The desktop's sidebar counts the requests that wait on the patient (the draft waits on nobody).
    await wide.page.goto('/p/dashboard');
    await text(wide.page.getByTestId('nav-waiting-count')).toBe('2');
    const nav = wide.page.getByRole('navigation', { name: 'Main navigation' });
    const records = nav.getByRole('link', { name: /^Records & Forms/ });
    expect(await records.ariaSnapshot()).toMatch(/Records & Forms.*2 requests wait for you/);
    await visible(todos(wide.page));
    await expectNoAxeViolations(wide.page, 'home with to-dos (desktop)');
    await wide.page.screenshot({ path: '/tmp/home-todos-desktop.png', fullPage: true });

    // Answer: the request, where only what the desk asked for is offered (no ID hand-off).
    await waiting.getByRole('link', { name: `Answer: Medical Record ${rid}` }).click();
    await phone.page.waitForURL(`**/p/request-detail/${rid}`);
    await text(phone.page.getByTestId('waiting-reason')).toBe(QUESTION);
    expect(await phone.page.getByRole('button', { name: /government ID from your phone/ }).count()).toBe(0);
    await phone.page.getByLabel(/^Your answer/).fill('I will bring it to the front desk on Monday.');
    await phone.page.getByRole('button', { name: 'Send to the records team' }).click();
    await visible(phone.page.getByTestId('waiting-sent'));

    // Back home: the question is gone; Read opens the message, which then leaves the home too.
    await phone.page.goto('/p/dashboard');
    await visible(phone.page.getByTestId('todo-unread_messages'));
    await count(phone.page.getByTestId('todo-waiting')).toBe(0);
    // It lands on the chat, not at the top of the request's long page: the message is on the
    // screen without scrolling, and the focus is on the chat for a keyboard or a screen reader.
    await phone.page.getByRole('link', { name: `Read: Medical Record ${talk}` }).click();
    await phone.page.waitForURL(`**/p/request-detail/${talk}#chat`);
    const message = phone.page.getByText('We received your request and sent it to the provider today.');
    await visible(message);
    await expect.poll(() => onScreenAtTheChat(message)).toBe(true);
    await phone.page.goto('/p/dashboard');
    await visible(phone.page.getByTestId('todo-draft'));
    await count(phone.page.getByTestId('todo-unread_messages')).toBe(0);

    // Delete the draft (confirmed): nothing is left, and the quiet line says so.
    await phone.page.getByRole('button', { name: `Delete: Medical Record ${draft}` }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Delete this draft?' });
    await visible(dialog);
    await expectNoAxeViolations(phone.page, 'delete a draft from the home (phone)');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await hidden(todos(phone.page));
    await text(phone.page.getByTestId('home-nothing')).toBe('Nothing needs your attention right now.');
    await phone.page.screenshot({ path: '/tmp/home-nothing-phone.png', fullPage: false });

    await phone.context.close();
    await wide.context.close();
  });

  it('the desk’s message mail opens the request’s page at the chat, through the sign-in of a signed-out phone', async () => {
    const baseURL = inject('baseURL');
    const patient = await createUser(baseURL, { name: 'Imani', last_name: 'Boateng' });
    const rid = await submittedRequest(baseURL, patient);
    const line = 'Your records are on their way: we expect them within five days.';
    await apiAs(baseURL, await clerkSession(baseURL), `/api/v2/staff/requests/${encodeURIComponent(rid)}/messages`, {
      method: 'POST',
      body: { body: line },
    });
    const mail = (await outbox(baseURL)).find((m) => m.to === patient.email && /New message/.test(m.subject));
    const link = new URL(/https?:\/\/\S+#chat/.exec(mail?.text ?? '')?.[0] ?? 'http://missing/');
    expect(link.pathname).toBe(`/p/request-detail/${rid}`);

    const phone = await newPage(browser, baseURL, PHONE);
    await phone.page.goto(`${link.pathname}${link.search}${link.hash}`);
    await phone.page.waitForURL('**/login/**');
    await phone.page.getByLabel('Email').fill(patient.email);
    await phone.page.getByLabel(/^Password/).fill(patient.password);
    await phone.page.getByRole('button', { name: 'Sign in' }).click();
    await phone.page.waitForURL(`**/p/request-detail/${rid}**`);
    const message = phone.page.getByText(line);
    await visible(message);
    await expect.poll(() => onScreenAtTheChat(message)).toBe(true);
    await expectNoAxeViolations(phone.page, 'request page opened at the chat (phone)');
    await phone.context.close();
  });
});
