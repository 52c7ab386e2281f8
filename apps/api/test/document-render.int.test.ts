import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { orderedRequest, signInStaff } from './staff-helpers';

/**
 * The server's render of a portal or desk document (platform/document-render.ts) with a stand-in
 * for the web build's server module: what is checked here is the server's side (which requests
 * get a render, with whose session the page's reads are made, what a refusal or a failure sends).
 * The real module is checked in the browser (e2e/server-render.e2e.test.ts,
 * e2e/desk-server-render.e2e.test.ts).
 */
const SERVER_MODULE = `
export async function renderDocument({ url, read, languages, phone }) {
  if (url.startsWith('/p/support?boom')) throw new Error('boom');
  if (url.startsWith('/p/support?hang')) return new Promise(() => {});
  if (url.startsWith('/p?shared_records=true'))
    return { kind: 'public', html: '<form>code form</form>', state: { mutations: [], queries: [] }, language: 'en', dir: 'ltr' };
  const me = await read('/api/v2/user', 'GET', false);
  if (me.status !== 200) return null;
  const rid = /^\\/p\\/request-detail\\/([^/?]+)/.exec(url)?.[1];
  if (rid) {
    const detail = await read('/api/v2/requests/' + rid + '/detail', 'GET', false);
    if (detail.status !== 200) return null;
  }
  const outside = await read('https://elsewhere.example/x', 'GET', false);
  const write = await read('/api/v2/user', 'DELETE', false);
  if (write.status !== 405) throw new Error('a render wrote');
  const profile = JSON.parse(me.body);
  return {
    kind: 'own',
    html: '<h1 data-who="' + profile.id + '">drawn ' + url + ' ' + languages[0] + ' ' + (phone ? 'phone' : 'wide') + ' ' + outside.status + '</h1>',
    state: { mutations: [], queries: [{ queryKey: ['profile'], state: { data: { note: '</script><script>alert(1)</script>' } } }] },
    language: 'es',
    dir: 'ltr',
  };
}

export async function renderDeskDocument({ url, read }) {
  const me = await read('/api/v2/staff/me', 'GET', false);
  if (me.status !== 200) return null;
  const rid = /^\\/staff\\/requests\\/([^/?]+)/.exec(url)?.[1];
  let patient = '';
  if (rid) {
    const detail = await read('/api/v2/staff/requests/' + rid, 'GET', false);
    if (detail.status !== 200) return null;
    patient = ' ' + JSON.parse(detail.body).patient_name;
  }
  // A desk render reads with GETs only, even the reads the portal may send as a POST.
  const post = await read('/api/v2/custodians/1/get_record_service_charge', 'POST', false);
  if (post.status !== 405) throw new Error('a desk render posted');
  const clerk = JSON.parse(me.body);
  return {
    kind: 'own',
    html: '<h1 data-clerk="' + clerk.name + ' ' + clerk.last_name + '">desk ' + url + patient + '</h1>',
    state: { mutations: [], queries: [{ queryKey: ['staff', 'me'], state: { data: clerk } }] },
    language: 'en',
    dir: 'ltr',
  };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head>' +
  `<script type="application/json" id="app-boot">${JSON.stringify({
    routes: [['^\\/p\\/support\\/?$', ['/assets/rest-Ab12.css', '/assets/support-Cd34.js']]],
  })}</script></head><body><div id="root"><div class="static-shell" aria-disabled="true">` +
  '<div data-shell-page="dashboard">prerendered</div></div></div>\n  </body>\n</html>\n';

/** The desk's built index.html: an empty static shell, the desk's routes with their styles. */
const DESK_TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head>' +
  `<script type="application/json" id="app-boot">${JSON.stringify({
    routes: [['^\\/staff\\/queue\\/[^/]+\\/?$', ['/assets/rest-Ab12.css', '/assets/queue-Ef56.js']]],
  })}</script></head><body><div id="root"><div class="static-shell" aria-disabled="true"></div></div>` +
  '\n  </body>\n</html>\n';

/** Every Set-Cookie of an answer. */
const setCookies = (header: string | string[] | number | undefined) => [header ?? []].flat().map(String);

describe('portal documents drawn on the server', () => {
  let t: TestApp;
  let dist: string;
  let patient: TestUser;
  let cookie: string;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
    dist = path.join(root, 'dist');
    for (const d of ['assets', 'p', 'staff']) mkdirSync(path.join(dist, d), { recursive: true });
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist-ssr', 'server-render.mjs'), SERVER_MODULE);
    writeFileSync(path.join(dist, 'p', 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'staff', 'index.html'), DESK_TEMPLATE);
    writeFileSync(path.join(dist, 'assets', 'rest-Ab12.css'), '.rest{color:red}');
    t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_up',
      payload: {
        name: 'Doc',
        last_name: 'Render',
        email: 'doc.render@example.com',
        password: 'Portal#Render2026',
        date_of_birth: '4/12/1986',
      },
    });
    const ex = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/exchange',
      payload: { auth_token: signedUp.json().auth_token },
    });
    const set = String(ex.headers['set-cookie']);
    cookie = set.split(';')[0]!;
    const token = ex.json().session_token as string;
    patient = { id: 0, email: 'doc.render@example.com', token, headers: { 'authorization-token': token } };
    patient.id = (await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: patient.headers })).json().id;
    return () => rmSync(root, { recursive: true, force: true });
  });
  afterAll(() => t.close());

  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  /** The module loads on the first document that could use it; until then the ordinary one goes. */
  const drawn = async (url: string, headers: Record<string, string> = {}) => {
    for (let i = 0; i < 200; i++) {
      const res = await open(url, headers);
      if (res.body.includes('data-ssr="')) return res;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${url} was never drawn on the server`);
  };

  it('sets the document cookie at the hand-off: HttpOnly, the portal path only, Lax', async () => {
    expect(cookie).toMatch(/^portal-session=[\w-]{43}$/);
    const ex = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_in',
      payload: { email: 'doc.render@example.com', password: 'Portal#Render2026' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/exchange',
      payload: { auth_token: ex.json().auth_token },
    });
    const set = String(again.headers['set-cookie']);
    expect(set).toContain('Path=/p');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).not.toContain('Secure');
    // Behind HTTPS (a trusted proxy says so): the __Secure- name and the Secure attribute.
    const behind = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const up = await behind.app.inject({
        method: 'POST',
        url: '/api/v2/auth/sign_up',
        payload: {
          name: 'Sec',
          last_name: 'Ure',
          email: 'sec.ure@example.com',
          password: 'Portal#Render2026',
          date_of_birth: '4/12/1986',
        },
      });
      const secured = await behind.app.inject({
        method: 'POST',
        url: '/api/v2/auth/exchange',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { auth_token: up.json().auth_token },
      });
      expect(setCookies(secured.headers['set-cookie'])).toEqual([
        expect.stringMatching(/^__Secure-portal-session=[\w-]{43}; Path=\/p; HttpOnly; SameSite=Lax; Secure$/),
        // One document session per browser: the desk's is cleared.
        '__Secure-desk-session=; Max-Age=0; Path=/staff; HttpOnly; SameSite=Strict; Secure',
      ]);
    } finally {
      await behind.close();
    }
  });

  it('draws a signed-in page with the session of its cookie: the page, its styles inline, its answers', async () => {
    const res = await drawn('/p/support', {
      'accept-language': 'de-DE,es;q=0.8',
      'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['vary']).toMatch(/cookie/);
    expect(res.body).toContain(`<h1 data-who="${patient.id}">drawn /p/support de-DE phone 404</h1>`);
    expect(res.body).toContain('<html lang="es" dir="ltr"');
    expect(res.body).toContain('<style>.rest{color:red}</style>');
    expect(res.body).toContain('href="/assets/rest-Ab12.css" disabled');
    expect(res.body).not.toContain('prerendered');
    // The answers cannot close their script element.
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>');
    // The portal's language cookie comes first.
    const chosen = await open('/p/support', { cookie: `${cookie}; portal-language=ar`, 'accept-language': 'de' });
    expect(chosen.body).toContain('drawn /p/support ar wide');

    const br = await open('/p/support', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('data-ssr="own"');
  });

  it('sends the ordinary document for another patient’s request, no cookie, a forged one, the public pages and the hand-off', async () => {
    await drawn('/p/support');
    const ordinary = (body: string) => {
      expect(body).toContain('prerendered');
      expect(body).not.toContain('data-ssr="');
    };
    ordinary((await open('/p/request-detail/999999-000000')).body);
    ordinary((await t.app.inject({ method: 'GET', url: '/p/support' })).body);
    ordinary((await open('/p/support', { cookie: 'portal-session=' + 'A'.repeat(43) })).body);
    ordinary((await open('/p/support', { cookie: 'portal-session=<script>' })).body);
    ordinary((await open('/p?hippa_auth=true&token=x')).body);
    // The shared records' page is drawn for anyone as its first screen (its link is in the
    // fragment, which the server never sees), with no session even when the visitor has one.
    const shared = (await t.app.inject({ method: 'GET', url: '/p?shared_records=true' })).body;
    expect(shared).toContain('data-ssr="public"><div data-shell-page="ssr"><form>code form</form>');
    ordinary((await open('/p/dashboard?auth_token=abc')).body);
    ordinary((await open('/p/dashboard?logout=1')).body);
    ordinary((await open('/p')).body);
    // A render that fails or never ends: the ordinary document, not an error, not a wait past the limit.
    const failed = await open('/p/support?boom');
    expect(failed.statusCode).toBe(200);
    ordinary(failed.body);
    ordinary((await open('/p/support?hang')).body);
  });

  it('draws nothing once the session is signed out, and sign-out clears the cookie', async () => {
    await drawn('/p/support');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sign_out',
      headers: patient.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out.headers['set-cookie'])).toEqual([
      expect.stringMatching(/^portal-session=; Max-Age=0; Path=\/p; HttpOnly/),
      expect.stringMatching(/^desk-session=; Max-Age=0; Path=\/staff; HttpOnly/),
    ]);
    const after = await open('/p/support');
    expect(after.body).not.toContain('data-ssr="');
    expect(after.body).toContain('prerendered');
  });

  describe('the records desk', () => {
    let clerk: Awaited<ReturnType<typeof signInStaff>>;
    let deskCookie: string;
    let rid: string;
    /** A live patient session (the one above has signed out by now). */
    let another: TestUser;
    beforeAll(async () => {
      clerk = await signInStaff(t);
      another = await signUp(t);
      deskCookie = clerk.setCookies.find((c) => c.startsWith('desk-session='))!.split(';')[0]!;
      rid = (await orderedRequest(t, patient.id)).rid;
    });
    const openDesk = (url: string, cookieHeader = deskCookie) =>
      t.app.inject({ method: 'GET', url, headers: cookieHeader ? { cookie: cookieHeader } : {} });
    const drawnDesk = async (url: string) => {
      for (let i = 0; i < 200; i++) {
        const res = await openDesk(url);
        if (res.body.includes('data-ssr="')) return res;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`${url} was never drawn on the server`);
    };
    const ordinary = (body: string) => {
      expect(body).toContain('<div class="static-shell" aria-disabled="true"></div>');
      expect(body).not.toContain('data-ssr="');
    };

    it('sets the desk’s cookie at a clerk’s hand-off: HttpOnly, the desk’s path only, Strict; the portal’s is cleared', () => {
      expect(clerk.setCookies).toEqual([
        `desk-session=${clerk.token}; Path=/staff; HttpOnly; SameSite=Strict`,
        'portal-session=; Max-Age=0; Path=/p; HttpOnly; SameSite=Lax',
      ]);
    });

    it('draws a desk page with the clerk’s session of its cookie: the page, its styles inline, its answers', async () => {
      const res = await drawnDesk('/staff/queue/new');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['vary']).toMatch(/cookie/);
      expect(res.body).toContain('<h1 data-clerk="Casey Morgan">desk /staff/queue/new</h1>');
      expect(res.body).toContain('data-ssr="own"');
      expect(res.body).toContain('<style>.rest{color:red}</style>');
      expect(res.body).toContain('<script type="application/json" id="ssr-data">');
      // A request's page: any patient's request, as the desk's own routes allow.
      const request = await drawnDesk(`/staff/requests/${rid}`);
      expect(request.body).toContain(`desk /staff/requests/${rid} Avery Stone`);
    });

    it('sends the ordinary document for a patient’s session, a forged cookie, the hand-off, and a request not found', async () => {
      await drawnDesk('/staff/queue/new');
      // A patient's token in the desk's cookie: the staff routes refuse it (403), nothing is drawn.
      ordinary((await openDesk('/staff/queue/new', `desk-session=${another.token}`)).body);
      // The portal's cookie is not the desk's, whoever holds it.
      ordinary((await openDesk('/staff/queue/new', cookie)).body);
      ordinary((await openDesk('/staff/queue/new', `portal-session=${clerk.token}`)).body);
      ordinary((await openDesk('/staff/queue/new', '')).body);
      ordinary((await openDesk('/staff/queue/new', `desk-session=${'A'.repeat(43)}`)).body);
      ordinary((await openDesk('/staff/queue/new', 'desk-session=<script>')).body);
      ordinary((await openDesk('/staff/requests/999999-000000')).body);
      ordinary((await openDesk(`/staff?auth_token=abc`)).body);
      ordinary((await openDesk('/staff/queue/new?logout=1')).body);
    });

    it('never draws a portal page with the clerk’s session', async () => {
      // The server module is in (a desk page is drawn).
      await drawnDesk('/staff/queue/new');
      // The desk's cookie on a portal page: not the portal's cookie, the ordinary document.
      const desk = await t.app.inject({ method: 'GET', url: '/p/support', headers: { cookie: deskCookie } });
      expect(desk.body).toContain('prerendered');
      expect(desk.body).not.toContain('data-ssr="');
      // The clerk's token in the portal's cookie: the patient's routes refuse it.
      const forged = await t.app.inject({
        method: 'GET',
        url: '/p/support',
        headers: { cookie: `portal-session=${clerk.token}` },
      });
      expect(forged.body).toContain('prerendered');
      expect(forged.body).not.toContain('data-ssr="');
    });

    it('draws nothing once the clerk has signed out, and sign-out clears the desk’s cookie', async () => {
      await drawnDesk('/staff/queue/new');
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/sign_out',
        headers: clerk.headers,
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect(setCookies(out.headers['set-cookie'])).toContain(
        'desk-session=; Max-Age=0; Path=/staff; HttpOnly; SameSite=Strict',
      );
      ordinary((await openDesk('/staff/queue/new')).body);
    });
  });
});
