import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `console.log(${JSON.stringify('portal '.repeat(600))});\n`;
const dashboardHtml = `<!doctype html><html><body>${'<div id="dashboard"></div>'.repeat(80)}</body></html>`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    for (const d of ['assets', 'p', 'login', 'staff']) mkdirSync(path.join(dist, d));
    writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
    writeFileSync(path.join(dist, 'assets/Textarea-x9Y8.js'), 'export const t=1;');
    writeFileSync(path.join(dist, 'assets/pdf.worker.min-Q1w2.mjs'), 'self.onmessage=()=>{};');
    for (const app of ['p', 'login', 'staff']) writeFileSync(path.join(dist, app, 'index.html'), html);
    writeFileSync(path.join(dist, 'p/dashboard.html'), dashboardHtml);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What `npm run build` runs after vite: brotli and gzip files beside each asset.
    execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/precompress.mjs'), dist]);
    t = await createTestApp({ WEB_DIST: dist, RATE_LIMIT_MAX: 50 }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the pre-compressed asset the browser accepts, immutable for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/Textarea-x9Y8.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe('export const t=1;');
  });

  it('answers 404, not 500, for an asset removed from disk after start, and serves it again once back', async () => {
    const file = path.join(dist, 'assets/Gone-k3J9.js');
    writeFileSync(file, 'export const g=1;');
    const fresh = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
    try {
      rmSync(file);
      const gone = await fresh.app.inject({ method: 'GET', url: '/assets/Gone-k3J9.js' });
      expect(gone.statusCode).toBe(404);
      writeFileSync(file, 'export const g=2;');
      const back = await fresh.app.inject({ method: 'GET', url: '/assets/Gone-k3J9.js' });
      expect(back.statusCode).toBe(200);
      expect(back.body).toBe('export const g=2;');
    } finally {
      await fresh.close();
      rmSync(file, { force: true });
    }
  });

  it("answers each app's index.html for its deep links, compressed and revalidated on every load", async () => {
    for (const url of ['/p/profile', '/p/records-and-forms/123', '/login/', '/staff']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers a page with a document of its own (p/dashboard.html) at its address only, compressed and revalidated', async () => {
    for (const url of ['/p/dashboard', '/p/dashboard?auth_token=x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(dashboardHtml);
    }
    for (const url of ['/p/dashboard.html', '/p/dashboard/x', '/p']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(html);
    }
  });

  it('sends the document policies with documents and workers, and only what a subresource uses with the others', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/p/dashboard' });
    const worker = await t.app.inject({ method: 'GET', url: '/assets/pdf.worker.min-Q1w2.mjs' });
    // (No API call here: the last test counts the API's budget from zero.)
    for (const res of [page, worker]) {
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    }
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    // HSTS comes with the document that asks for the file (and with every API answer).
    expect(asset.headers['strict-transport-security']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never rate-limits the web app: 400 page and script loads in a minute, then the API is still limited', async () => {
    const urls = ['/p/dashboard', '/assets/index-AbC123.js', '/assets/Textarea-x9Y8.js', '/favicon.svg', '/login/'];
    const codes = new Set<number>();
    for (let i = 0; i < 400; i++)
      codes.add((await t.app.inject({ method: 'GET', url: urls[i % urls.length] })).statusCode);
    expect([...codes]).toEqual([200]);
    // The API's own budget (RATE_LIMIT_MAX 50 here) is untouched by those loads, and still enforced.
    const api = [];
    for (let i = 0; i < 51; i++) api.push((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode);
    expect(api.slice(0, 50).every((c) => c === 200)).toBe(true);
    expect(api[50]).toBe(429);
  });

  it('sends a JSON answer the headers that protect data, and of the page policies only that nothing may frame it', async () => {
    // An answer past the budget is JSON too (the budget was spent by the test above).
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(json.headers['referrer-policy']).toBe('no-referrer');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-dns-prefetch-control',
    ])
      expect(json.headers[name], name).toBeUndefined();
    // A page keeps them (the document policies test above reads them on one).
    const page = await t.app.inject({ method: 'GET', url: '/p/dashboard' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
