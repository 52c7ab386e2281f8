import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointId } from '@portal/shared';
import { OPERATIONS } from '../src/modules';
import { operationKey } from '../src/platform/openapi';
import { registeredRoutes } from '../src/platform/sessions';
import { createTestApp, type TestApp } from './harness';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * The API document is a contract a client team builds on: every operation has an id, a
 * summary and its error answers in the one error model; every write documents its body (or is
 * declared bodyless); multipart calls say their fields and files; public routes need no token.
 */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  const ops: Array<{ key: string; method: string; op: Operation }> = [];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(res.body);
    doc = res.json<Doc>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods))
        ops.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), op });
    }
  });
  afterAll(() => t.close());

  const keyOf = (id: string) => ENDPOINTS[id as EndpointId];

  it('documents every registered route, and the endpoint table (which the web calls through) names no route that is gone', () => {
    const routes = registeredRoutes(t.app)
      .filter((r) => !r.url.startsWith('/api/docs') && r.config?.access !== undefined)
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((m) => operationKey(m, r.url)),
      )
      .filter((k) => !k.includes('*'));
    expect(ops.length).toBeGreaterThan(100);
    expect(new Set(ops.map((o) => o.key))).toEqual(new Set(routes));
    expect(Object.values(ENDPOINTS).filter((k) => !routes.includes(k))).toEqual([]);
    expect(routes.filter((k) => !Object.values(ENDPOINTS).includes(k as never))).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    expect(ops.filter((o) => !o.op.operationId || !o.op.summary).map((o) => o.key)).toEqual([]);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const o of ops) expect(keyOf(o.op.operationId!), o.key).toBe(o.key);
  });

  it('documents the error answers of every operation with the one error model', () => {
    expect(doc.components.schemas.ErrorBody).toBeDefined();
    for (const { key, op } of ops) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(
        errors.map(([s]) => s),
        key,
      ).toEqual(expect.arrayContaining(['400', '429', '500']));
      for (const [status, r] of errors)
        expect(r.content?.['application/json']?.schema.$ref, `${key} ${status}`).toBe('#/components/schemas/ErrorBody');
      if (op.security?.length !== 0)
        expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents the body of every write, multipart ones with their parts', () => {
    const missing = ops.filter(
      (o) =>
        ['POST', 'PUT', 'PATCH'].includes(o.method) &&
        !o.op.requestBody &&
        !OPERATIONS[o.op.operationId as EndpointId]?.noBody,
    );
    expect(missing.map((o) => o.key)).toEqual([]);
    for (const [id, d] of Object.entries(OPERATIONS)) {
      if (!d.multipart) continue;
      const key = keyOf(id);
      const op = ops.find((o) => o.key === key)!.op;
      const parts = op.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
      expect(Object.keys(parts).length, key).toBeGreaterThan(0);
      for (const name of Object.keys(d.multipart.files ?? {}))
        expect(parts[name], `${key} ${name}`).toMatchObject({ format: 'binary' });
    }
    const wizard = ops.find((o) => o.key === 'POST /api/v2/request/record_request')!.op;
    expect(Object.keys(wizard.requestBody!.content).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it('marks public routes as needing no token and the others as needing the session', () => {
    const publicKeys = registeredRoutes(t.app)
      .filter((r) => r.config?.access === 'public' && !r.url.startsWith('/api/docs') && !r.url.includes('*'))
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((m) => operationKey(m, r.url)),
      );
    expect(publicKeys).toContain('POST /api/v2/auth/sign_in');
    for (const { key, op } of ops) expect(op.security, key).toEqual(publicKeys.includes(key) ? [] : undefined);
    expect((doc as unknown as { security: unknown }).security).toEqual([{ session: [] }]);
  });

  it('names the shared schemas as components and uses them', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names.length).toBeGreaterThan(20);
    const text = JSON.stringify(doc.paths);
    for (const name of names.slice(0, 5))
      expect(JSON.stringify(doc).includes(`#/components/schemas/${name}`)).toBe(true);
    expect(text).toContain('#/components/schemas/ProfileSchema'.replace('Schema', ''));
  });
});
