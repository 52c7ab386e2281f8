import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileSchema, requestsListSchema } from '@portal/shared';
import { compileResponseSerializer, createResponseSerializerCompiler } from './response-serializer';

const compile = (check: boolean, schema: z.ZodType) =>
  createResponseSerializerCompiler({ check })({ schema, method: 'GET', url: '/t', httpStatus: '200' });

describe('compiled response serializer', () => {
  const item = z.object({
    id: z.number(),
    name: z.string(),
    note: z.string().nullable(),
    owner: z.object({ first: z.string() }).nullable(),
    tags: z.array(z.object({ t: z.string() })),
    extra: z.boolean().optional(),
  });

  it('writes only the properties of the schema, at every depth, in its order', () => {
    const data = {
      password_hash: 'secret',
      tags: [{ t: 'a', internal: 1 }],
      owner: { first: 'Ann', ssn: '123-45-6789' },
      note: null,
      name: 'x "quoted" \u2028 é',
      id: 7,
      token_hash: 'secret',
    };
    const out = compileResponseSerializer(item)(data);
    expect(out).toBe(
      '{"id":7,"name":"x \\"quoted\\" \u2028 é","note":null,"owner":{"first":"Ann"},"tags":[{"t":"a"}]}',
    );
    expect(out).toBe(JSON.stringify(item.parse(data)));
    expect(out).not.toMatch(/secret|ssn|internal|123-45/);
  });

  it('drops what is outside the shared schemas of the hot reads (profile, request list)', () => {
    const profile = compileResponseSerializer(profileSchema);
    const sample = Object.fromEntries(Object.keys(profileSchema.shape).map((k) => [k, null]));
    const out = JSON.parse(profile({ ...sample, password_hash: 'h', failed_sign_ins: 3 })) as Record<string, unknown>;
    expect(Object.keys(out).every((k) => k in profileSchema.shape)).toBe(true);
    const list = compileResponseSerializer(requestsListSchema);
    expect(JSON.parse(list({ requests: [], total: 0, total_pages: 0, user_id: 9 }))).toEqual({
      requests: [],
      total: 0,
      total_pages: 0,
    });
  });

  it('in tests, checks every answer with zod: an answer outside the contract fails', () => {
    const checked = compile(true, item);
    expect(() => checked({ id: 'seven', name: 'x', note: null, owner: null, tags: [] })).toThrow();
    expect(() => checked({ name: 'x', note: null, owner: null, tags: [] })).toThrow();
    expect(checked({ id: 1, name: 'x', note: null, owner: null, tags: [], extra: true })).toBe(
      '{"id":1,"name":"x","note":null,"owner":null,"tags":[],"extra":true}',
    );
  });
});
