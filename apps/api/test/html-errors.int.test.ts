import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared';
import { createTestApp, type TestApp } from './harness';

/** a 429 or 500 on a page navigation reached the user as the API's raw JSON. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 3 });
});
afterAll(() => t.close());

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('errors on a page navigation', () => {
  it('answers a browser asking for a page with the error page and the spec message; the API keeps its JSON', async () => {
    const page = () =>
      t.app.inject({ url: '/healthz', headers: { accept: HTML, referer: 'http://localhost:80/p/dashboard' } });
    let res = await page();
    for (let i = 1; i < 5; i++) res = await page();
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Something went wrong</h1>');
    expect(res.body).toContain(MESSAGES.tooManyRequests);
    expect(res.body).toContain('href="/p/dashboard">Go back to the last page');
    expect(res.body).toContain(`mailto:${t.config.CONTACT_EMAIL}`);

    const call = () => t.app.inject({ url: '/api/v2/config', headers: { accept: HTML } });
    let api = await call();
    for (let i = 1; i < 5; i++) api = await call();
    expect(api.statusCode).toBe(429);
    expect(api.json().error.messages).toEqual([MESSAGES.tooManyRequests]);
  });

  it('answers an unknown page with the error page, a script with JSON, and never echoes markup', async () => {
    const page = await t.app.inject({ url: '/nowhere/%3Cscript%3Ex', headers: { accept: HTML } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('<script');
    const json = await t.app.inject({ url: '/nowhere', headers: { accept: 'application/json' } });
    expect(json.json().error.messages).toEqual([MESSAGES.notFound]);
  });
});
