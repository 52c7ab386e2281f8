import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWhenNeeded } from './lazy-require';

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

/**
 * The schema zod emits, shaped for fast-json-stringify. Nullable values: zod writes
 * `anyOf: [X, {type: 'null'}]`, which would make it run ajv on every value to pick a branch;
 * `X` with `type: [X.type, 'null']` says the same thing. Other unions stay as they are.
 * `required` lists are left out: fast-json-stringify writes required properties first, while the
 * answers keep the schema's order (zod's, byte for byte); whether a property is present is
 * checked by zod in tests.
 */
function normalize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalize);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) {
    if (k === '$schema' || (k === 'required' && Array.isArray(v))) continue;
    out[k] = normalize(v);
  }
  const any = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(any) && any.length === 2) {
    const nullAt = any.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = any[1 - nullAt];
    if (nullAt !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a response as zod emits it (its output side), shaped for fast-json-stringify. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return normalize(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' })) as JsonSchema;
}

/** A serializer compiled from the route's zod response schema: it writes only the schema's properties. */
export function compileResponseSerializer(schema: z.ZodType): Stringify {
  const fastJson = requireWhenNeeded<(s: JsonSchema, o?: Record<string, unknown>) => Stringify>('fast-json-stringify');
  return fastJson(responseJsonSchema(schema));
}

function zodOf(maybe: unknown): z.ZodType {
  if (maybe instanceof z.ZodType) return maybe;
  const props = (maybe as { properties?: unknown } | null)?.properties;
  if (props instanceof z.ZodType) return props;
  throw new Error(`Response schema is not a zod schema: ${JSON.stringify(maybe)}`);
}

/**
 * Answers are written by a serializer compiled from the same shared zod schemas (fast-json-stringify,
 * from the JSON Schema zod emits): a property outside the schema is never written, so nothing
 * extra can leak, and no answer pays for a zod parse at run time. Each route's serializer is
 * compiled on its first answer, not before `/healthz` answers.
 *
 * With `check` (tests: NODE_ENV=test) every answer is also parsed by zod as before, and the two
 * outputs must be byte for byte the same: a contract drift or a difference between the two
 * serializers fails the test that met it.
 */
export function createResponseSerializerCompiler(opts: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: maybe, method, url }) => {
    const schema = zodOf(maybe);
    let stringify: Stringify | null = null;
    return (data: unknown) => {
      stringify ??= compileResponseSerializer(schema);
      if (!opts.check) return stringify(data);
      const parsed = schema.safeParse(data);
      if (parsed.error) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const expected = JSON.stringify(parsed.data);
      const out = stringify(data);
      if (out !== expected) {
        throw new Error(`compiled serializer of ${method} ${url} differs from zod's output:\n${out}\n${expected}`);
      }
      return out;
    };
  };
}

/**
 * An answer PostgreSQL wrote as JSON text (row_to_json: compact, the schema's keys in its order),
 * sent as it is: no row parsing, mapping or serializing in Node. Under `NODE_ENV=test` it is
 * checked as every other answer is: zod parses it, and zod's output must be the same text byte for
 * byte, so a property outside the shared schema, a missing one, another order or another value
 * (a date written differently, say) fails the test that met it.
 */
export function jsonText(reply: FastifyReply, schema: z.ZodType, text: string): FastifyReply {
  if (reply.server.ctx.config.NODE_ENV === 'test') {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.error) {
      throw new ResponseSerializationError(reply.request.method, reply.request.url, { cause: parsed.error });
    }
    const expected = JSON.stringify(parsed.data);
    if (expected !== text) {
      throw new Error(
        `JSON written by PostgreSQL for ${reply.request.url} differs from zod's output:\n${text}\n${expected}`,
      );
    }
  }
  return reply.header('content-type', 'application/json; charset=utf-8').send(text);
}
