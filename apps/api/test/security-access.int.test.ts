import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutes, registeredRoutes, requireAccessDeclarations } from '../src/platform/sessions';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { signInStaff } from './staff-helpers';

/**
 * Access is decided by the route that matched, for every route, by construction: this walks the
 * app's own route table (not a hand-kept list) and asks every non-public route through every
 * spelling of its path a router might decode or normalise to it, with no token.
 */
let t: TestApp;
let patient: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t);
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'rid' ? 'R1000001' : '1')).replace(/\*$/, 'x');

/** Path spellings that must never reach a handler without the same check as the plain one. */
export function variants(path: string): string[] {
  const segs = path.split('/').slice(1);
  const enc = (s: string, i = 0) =>
    s.slice(0, i) + '%' + s.charCodeAt(i).toString(16).padStart(2, '0') + s.slice(i + 1);
  const encUpper = (s: string, i = 0) =>
    s.slice(0, i) + '%' + s.charCodeAt(i).toString(16).toUpperCase() + s.slice(i + 1);
  const last = segs.length - 1;
  const withSeg = (i: number, f: (s: string) => string) => '/' + segs.map((s, j) => (j === i ? f(s) : s)).join('/');
  return [
    path,
    withSeg(0, (s) => enc(s)), // /%61pi/...
    withSeg(0, (s) => encUpper(s, 1)), // /a%70i/...
    withSeg(1, (s) => enc(s)), // /api/%762/...
    withSeg(last, (s) => enc(s, s.length - 1)),
    '/' + segs.map((s) => [...s].map((c) => '%' + c.charCodeAt(0).toString(16)).join('')).join('/'),
    path.toUpperCase(),
    '/' + path,
    path.replace('/api/', '/api//'),
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/api/x/../'),
    path.replace('/api/', '/api/%2e/'),
    path.replace('/api/', '/api/x/%2e%2e/'),
    path.replace('/api/', '/api%2f'),
    path + '/',
    path + ';x=1',
    withSeg(0, (s) => s + ';jsessionid=1'),
    path + '%00',
    path + '?',
    path + '#frag',
  ];
}

describe('access control by the matched route', () => {
  it('every registered route declares its access', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes.filter((r) => !['public', 'patient', 'staff', 'any'].includes(r.config?.access ?? ''));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('no spelling of any non-public path reaches a handler without a token', async () => {
    const failures: string[] = [];
    let asked = 0;
    for (const r of registeredRoutes(t.app)) {
      if (r.config?.access === 'public') continue;
      for (const method of [r.method].flat()) {
        for (const url of variants(fill(r.url))) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            payload: method === 'GET' || method === 'HEAD' ? undefined : {},
          });
          asked++;
          if (![401, 404].includes(res.statusCode)) failures.push(`${method} ${url} → ${res.statusCode}`);
        }
      }
    }
    expect(asked).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });

  it('no spelling of a staff path lets a patient through, nor a patient path a clerk', async () => {
    const failures: string[] = [];
    for (const r of registeredRoutes(t.app)) {
      const access = r.config?.access;
      if (access !== 'staff' && access !== 'patient') continue;
      const who = access === 'staff' ? patient : staff;
      for (const method of [r.method].flat()) {
        for (const url of variants(fill(r.url))) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers: who.headers,
            payload: method === 'GET' || method === 'HEAD' ? undefined : {},
          });
          if (![403, 404].includes(res.statusCode)) failures.push(`${method} ${url} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a route that declares no access', () => {
  it('stops the server from starting', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    app.get('/api/v2/forgotten', async () => ({ leaked: true }));
    await expect(app.ready()).rejects.toThrow(/without an access declaration: GET \/api\/v2\/forgotten/);
  });

  it('is declared public only inside publicRoutes', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    await publicRoutes(app, async (scope) => {
      scope.get('/docs', async () => 'ok');
    });
    await app.ready();
    expect(registeredRoutes(app).every((r) => r.config?.access === 'public')).toBe(true);
    await app.close();
  });
});
