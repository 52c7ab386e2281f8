import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/shared';
import { AppError, badRequest } from './errors';

/**
 * Input the schemas do not see. Text that reaches the database must be text: a NUL byte made
 * PostgreSQL refuse the statement (a 500, and the row's values in the log), and other control
 * characters have no place in a name or a message. Tab, line feed and carriage return stay allowed
 * (free-text answers have lines).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlChars(value: string): boolean {
  return CONTROL.test(value);
}

/** Refuses a text field (multipart readers call this for each field they keep). */
export function assertCleanText(field: string, value: string) {
  if (hasControlChars(value)) throw badRequest(MESSAGES.badRequest, { [field]: MESSAGES.badRequest });
}

/** The first path (a.b.0.c) under `value` whose key or string holds a control character. */
export function findControlChars(value: unknown, path = '', depth = 0): string | null {
  if (depth > 20) return path || 'body';
  if (typeof value === 'string') return hasControlChars(value) ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findControlChars(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (hasControlChars(k)) return p;
      const hit = findControlChars(v, p, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export function registerInputGuards(app: FastifyInstance) {
  // JSON is UTF-8 (RFC 8259); a body that claims another charset would be read as UTF-8 anyway.
  // Callback hooks, not async ones: every call passes both, and a promise a hook is CPU. What
  // they throw reaches the error handler as a rejection would.
  app.addHook('onRequest', (req, _reply, done) => {
    const type = req.headers['content-type'];
    if (!type || !JSON_TYPE.test(type)) return done();
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) throw new AppError('UNSUPPORTED_MEDIA');
    done();
  });
  // Before validation: the path, the query and a parsed body (multipart fields are checked by
  // their readers, as they stream).
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.routeOptions.url === undefined) return done(); // the not-found handler answers 404
    if (hasControlChars(decodeSafe(req.url))) throw badRequest(MESSAGES.badRequest);
    const hit =
      findControlChars(req.query, 'query') ?? findControlChars(req.params, 'params') ?? findControlChars(req.body);
    if (hit) throw badRequest(MESSAGES.badRequest, { [hit]: MESSAGES.badRequest });
    done();
  });
}

function decodeSafe(url: string): string {
  if (!url.includes('%')) return url; // nothing to decode: most calls
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
