import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

export const PASSWORD = 'Str0ng!Passw0rd';

export interface ApiUser {
  email: string;
  password: string;
  token: string;
}

/** Creates an account through the API (journeys set up state this way, not by clicking). */
export async function createUser(baseURL: string, over: Record<string, string> = {}): Promise<ApiUser> {
  const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
  const body = { name: 'Avery', last_name: 'Stone', email, password: PASSWORD, date_of_birth: '3/14/1988', ...over };
  const res = await fetch(`${baseURL}/api/v2/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sign up failed: ${await res.text()}`);
  const { auth_token } = (await res.json()) as { auth_token: string };
  const ex = await fetch(`${baseURL}/api/v2/auth/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth_token }),
  });
  const { session_token } = (await ex.json()) as { session_token: string };
  return { email: body.email, password: body.password, token: session_token };
}

/** Calls the API as a user. */
export async function apiAs<T = unknown>(
  baseURL: string,
  user: ApiUser,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'authorization-token': user.token,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Puts the user's session where the portal keeps it, without the login page: a file of the same
 * origin is opened first (localStorage is per origin), so the next page the journey opens is
 * its very first load of the portal, signed in.
 */
export async function storeSession(page: Page, user: Pick<ApiUser, 'token'>) {
  await page.goto('/robots.txt');
  await page.evaluate((token) => localStorage.setItem('portal.session', token), user.token);
}

/** Signs the page in as the user through the real login host. */
/** `ready: false` for a journey that holds what the first commit waits on (the profile after a hand-off). */
export async function signIn(page: Page, user: Pick<ApiUser, 'email' | 'password'>, { ready = true } = {}) {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/p/dashboard');
  if (ready) await portalReady(page);
}

/**
 * Waits until React has taken over the portal page. The HTML's prerendered shell draws
 * the same header, profile button and links before the scripts run; a key pressed on the shell's
 * copy is lost when React's first commit replaces it, so a journey acts only after that commit.
 */
export async function portalReady(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-shell-page]'));
}
