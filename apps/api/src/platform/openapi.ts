import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as shared from '@portal/shared';
import { ENDPOINTS, ERROR_CODES, errorBodySchema, type EndpointId } from '@portal/shared';
import type { RouteAccess } from './context';

/**
 * The API document at /api/docs, written so a client team can build on it: every operation has an
 * operationId, a summary, its error answers (the one error model, `ErrorBody`), its body (JSON or
 * multipart) and its security (public routes need no token). Routes stay thin: what a route cannot
 * say through its zod schema comes from the operations table (modules/operations.ts), keyed by
 * operationId (the shared ENDPOINTS table maps each to its "METHOD /path"), and is added here, to the
 * document only — the answers themselves do not change.
 */
export interface OperationDoc {
  summary: string;
  /**
   * A multipart/form-data body: its text fields (a shared zod schema) and its file fields. The
   * handler reads the parts itself (streamed, typed by content), so the route schema cannot say it.
   */
  multipart?: { fields?: z.ZodType; files?: Record<string, string> };
  /** The body is JSON or the same fields as multipart (the wizard's calls). */
  jsonOrMultipart?: z.ZodType;
  /** A write whose path and session say everything: it takes no body. */
  noBody?: true;
  /** Answers beyond the ones every route can give (402, 409, 422...). */
  errors?: number[];
  /** Answers that are not JSON (a PDF, a zip, an image, a redirect). */
  produces?: string;
}
/** Every endpoint's document entry, by operationId (the shared ENDPOINTS table's keys). */
export type OperationTable = Readonly<Record<EndpointId, OperationDoc>>;

/** Shared zod schemas become components (`#/components/schemas/<Name>`), named after their export. */
function sharedSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  registry.add(errorBodySchema, { id: 'ErrorBody' });
  for (const [name, value] of Object.entries(shared)) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodType) || registry.has(value)) continue;
    // Components of input schemas are named `<id>Input`: an export already named so becomes `<id>Body`.
    const id = (name.charAt(0).toUpperCase() + name.slice(1, -'Schema'.length)).replace(/Input$/, 'Body');
    try {
      // A schema JSON Schema cannot express either way stays inline where it is used.
      z.toJSONSchema(value, { io: 'input' });
      z.toJSONSchema(value, { io: 'output' });
    } catch {
      continue;
    }
    registry.add(value, { id });
  }
  return registry;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Malformed input: the spec's message first, `fields` per field",
  401: 'No token, an unknown one, or a session that expired',
  402: 'Store & Share is needed',
  403: 'The signed-in kind of user may not call this route',
  404: "Not found, or not the caller's (another user's id answers the same)",
  409: 'The request is not in a state that allows this',
  413: 'The body or a file is over its limit',
  415: 'A file whose content is not an accepted type',
  422: 'Understood but refused (a card declined, a link used up)',
  429: 'Too many calls; `Retry-After` says when to try again',
  500: 'An unexpected error (no internals are ever included)',
  503: 'The database queue is full; retry after `Retry-After` seconds',
};

/** "POST /api/v2/requests/{rid}/respond": the table's key, in the document's path syntax. */
export const operationKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

const WRITE = new Set(['POST', 'PUT', 'PATCH']);

/** The error statuses an operation can answer, from what the route is. */
export function errorStatuses(
  method: string,
  url: string,
  access: RouteAccess | undefined,
  op: OperationDoc | undefined,
): number[] {
  const out = new Set<number>([400, 429, 500, 503]);
  if (access !== 'public') out.add(401).add(403);
  if (url.includes(':') || url.includes('{')) out.add(404);
  if (WRITE.has(method) && !op?.noBody) out.add(413);
  if (op?.multipart || op?.jsonOrMultipart) out.add(413).add(415);
  for (const s of op?.errors ?? []) out.add(s);
  return [...out].sort((a, b) => a - b);
}

/** Component names the document's operations and components reach, for pruning the rest. */
function reachableRefs(doc: unknown, components: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!seen.has(name)) {
          seen.add(name);
          walk(components[name]);
        }
      } else walk(v);
    }
  };
  walk(doc);
  return seen;
}

export async function registerOpenApi(app: FastifyInstance, operations: OperationTable) {
  const idOf = new Map(Object.entries(ENDPOINTS).map(([id, key]) => [key as string, id as EndpointId]));
  // Built when the document is first asked for, not at start: converting every shared schema
  // (twice) took a quarter of a second before /healthz could answer.
  let built: ReturnType<typeof transforms> | undefined;
  const transforms = () => {
    const registry = sharedSchemaRegistry();
    return {
      registry,
      zodTransform: createJsonSchemaTransform({ schemaRegistry: registry }),
      // Parameters (path, query, headers) are listed one by one, so they stay inline: no references.
      inlineTransform: createJsonSchemaTransform({ schemaRegistry: z.registry<{ id: string }>() }),
      zodTransformObject: createJsonSchemaTransformObject({ schemaRegistry: registry }),
    };
  };
  const lazy = () => (built ??= transforms());
  const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
  const inputJson = (schema: z.ZodType) => {
    const id = lazy().registry.get(schema)?.id;
    return id
      ? ref(`${id}Input`)
      : z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  };
  const multipartJson = (m: NonNullable<OperationDoc['multipart']>) => {
    const fields = m.fields
      ? (z.toJSONSchema(m.fields, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as {
          properties?: object;
          required?: string[];
        })
      : {};
    const files = Object.fromEntries(
      Object.entries(m.files ?? {}).map(([name, description]) => [
        name,
        { type: 'string', format: 'binary', description },
      ]),
    );
    return {
      type: 'object',
      properties: { ...fields.properties, ...files },
      ...(fields.required?.length ? { required: fields.required } : {}),
    };
  };

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patient Portal API',
        version: '2.0.0',
        description:
          'Every error answers the one error model (`ErrorBody`): `error.code` from the code table, `error.messages` ' +
          "(the spec's exact texts, the first one to show) and, for a form, `error.fields`. Signed-in routes take " +
          'the session token in the `authorization-token` header; routes marked with no security need none.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'authorization-token' } },
      },
      security: [{ session: [] }],
    },
    transform(input) {
      const { zodTransform, inlineTransform } = lazy();
      const { schema, url } = zodTransform(input);
      const route = input.route;
      const { params, querystring, headers } = (input.schema ?? {}) as Record<string, unknown>;
      const inline = inlineTransform({ ...input, schema: { params, querystring, headers } }).schema as Record<
        string,
        unknown
      >;
      const method = ([route.method].flat()[0] ?? '').toUpperCase();
      const id = idOf.get(operationKey(method, route.url));
      const op = id ? operations[id] : undefined;
      const access = route.config?.access;
      const s = { ...(schema as Record<string, unknown>), ...inline };
      if (s.hide) return { schema: s, url };
      if (id && op) {
        s.operationId = id;
        s.summary = op.summary;
      }
      if (access === 'public') s.security = [];
      const response = { ...(s.response as Record<string, unknown> | undefined) };
      if (op?.produces && !response[200]) {
        response[200] = {
          description: `The file (${op.produces})`,
          content: { [op.produces]: { schema: { type: 'string', format: 'binary' } } },
        };
      }
      for (const status of errorStatuses(method, route.url, access, op)) {
        response[status] ??= {
          description: STATUS_TEXT[status] ?? ERROR_CODES.BAD_REQUEST.message,
          ...ref('ErrorBody'),
        };
      }
      s.response = response;
      // Multipart bodies: fastify-swagger reads `consumes` and puts `body` under each type.
      if (op?.multipart) {
        s.consumes = ['multipart/form-data'];
        s.body = multipartJson(op.multipart);
      } else if (op?.jsonOrMultipart) {
        s.consumes = ['application/json', 'multipart/form-data'];
        s.body = inputJson(op.jsonOrMultipart);
      }
      return { schema: s, url };
    },
    transformObject(input) {
      const doc = lazy().zodTransformObject(input) as {
        components: { schemas: Record<string, unknown> };
        paths: unknown;
      };
      // Every shared schema was offered; the document keeps the ones its operations use.
      const used = reachableRefs(doc.paths, doc.components.schemas);
      doc.components.schemas = Object.fromEntries(Object.entries(doc.components.schemas).filter(([k]) => used.has(k)));
      return doc as ReturnType<ReturnType<typeof createJsonSchemaTransformObject>>;
    },
  });
}
