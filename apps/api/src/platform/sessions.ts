import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { DATA_VERSION, executeWithSession, queryRaw, type SessionColumns } from '../db/prepared';
import { sessions } from '../db/schema';
import { actFor, actingHeaderOf, recordActing } from './acting';
import { actorOfRequest, type Actor } from './actor';
import { AppError } from './errors';
import { readCacheKey, readCacheOf } from './read-cache';
import { hashToken, newToken } from './tokens';
import type { AuthInfo, AuthKind, RouteAccess } from './context';

/** Seconds between two writes of last_seen_at: activity is tracked without a write per call. */
const TOUCH_EVERY_MS = 15_000;

export async function createSession(
  db: Db,
  opts: { userId: number; kind: AuthKind; authMethod: string; ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId: opts.userId,
    kind: opts.kind,
    tokenHash: hashToken(token),
    authMethod: opts.authMethod,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: number, reason: string) {
  await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except one (the one that changed the password, say). */
export async function revokeUserSessions(db: Db, userId: number, reason: string, exceptSessionId?: number) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const r of rows) if (r.id !== exceptSessionId) await revokeSession(db, r.id, reason);
}

/**
 * The lookup every API call makes: plain SQL, a named prepared statement on PostgreSQL (planned
 * once per pooled connection), only the columns the check needs, the moment of last activity as
 * epoch milliseconds (no date parsing), and no Drizzle row mapping. Sessions stay in the database,
 * so a session revoked by any process is refused by every process on its very next call.
 */
const LOOKUP = `select id, user_id, kind, auth_method, revoked_at is not null,
    (extract(epoch from last_seen_at) * 1000)::float8
  from sessions where token_hash = $1`;
type LookupRow = [id: number, userId: number, kind: AuthKind, authMethod: string, revoked: boolean, lastSeenMs: number];

/**
 * Resolves the authorization-token header to a live session. A session idle past the limit is
 * revoked here, so the server enforces the timeout whatever the browser does. A call marked
 * x-background (polling) does not count as activity. Activity is written at most every
 * TOUCH_EVERY_MS (docs/ARCHITECTURE.md, session check invariants): a read writes nothing in between.
 */
export async function authenticate(db: Db, req: FastifyRequest, idleMs: number): Promise<AuthInfo> {
  const token = tokenOf(req);
  const [row] = await queryRaw<LookupRow>(db, 'session_by_token', LOOKUP, [hashToken(token)]);
  return decideSession(db, req, row ?? null, Date.now(), idleMs);
}

function tokenOf(req: FastifyRequest): string {
  const header = req.headers['authorization-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw new AppError('UNAUTHORIZED');
  return token;
}

/**
 * The decision on a session row read at `now`, whether by the lookup or folded into a read
 * (`readWithSession`): the same rules either way.
 */
async function decideSession(
  db: Db,
  req: FastifyRequest,
  row: LookupRow | SessionColumns | VersionRow | null,
  now: number,
  idleMs: number,
): Promise<AuthInfo> {
  if (!row) throw new AppError('UNAUTHORIZED');
  const [id, userId, kind, authMethod, revoked, lastSeenMs] = row;
  if (revoked) throw new AppError('SESSION_EXPIRED');
  if (now - lastSeenMs > idleMs) {
    await revokeSession(db, id, 'idle');
    throw new AppError('SESSION_EXPIRED');
  }
  if (req.headers['x-background'] !== '1' && now - lastSeenMs > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { userId, sessionId: id, kind: kind as AuthKind, authMethod };
}

/** Whether a request's session is checked by its read (`readWithSession`) instead of before its handler. */
const sessionInRead = (req: FastifyRequest) =>
  req.routeOptions.config?.sessionInRead === true && req.auth === undefined;

/**
 * The read of a route declared `sessionInRead`: its prepared statement (from `preparedFor`, with a
 * `userId` placeholder) runs with the session check folded in (db/prepared.ts,
 * executeWithSession): one statement, one round trip. The session is decided by the same rules
 * as the separate check (revoked, idle, kind, activity written at most every 15 s, x-background
 * never activity), and the statement's rows exist only for a live session's own user. On a
 * route already signed in (or a statement not prepared) it runs as a plain read of that user.
 *
 * `cached`: the rows are kept in the read cache (platform/read-cache.ts). While it holds them,
 * the read is the session lookup with the user's data version (`VERSION_LOOKUP`), decided by the
 * same rules, and the statement runs again only when that version is not the rows' own.
 */
export async function readWithSession<T>(
  req: FastifyRequest,
  prepared: { execute(values: Record<string, unknown>): Promise<T[]> },
  values: Record<string, unknown>,
  cached = false,
): Promise<T[]> {
  const { db, config } = req.server.ctx;
  if (!sessionInRead(req)) return prepared.execute({ ...values, userId: authOfRequest(req).userId });
  const access = req.routeOptions.config?.access;
  if (access !== 'patient' && access !== 'staff') throw new AppError('FORBIDDEN');
  const token = tokenOf(req);
  const now = Date.now();
  const idleMs = config.SESSION_IDLE_MS;
  const tokenHash = hashToken(token);
  const cache = cached ? readCacheOf(db, config.READ_CACHE_ENTRIES) : null;
  const key = cache ? readCacheKey(tokenHash, prepared, values) : '';
  const held = cache?.get(key);
  if (cache && held) {
    // Rows held: the session and the data's version alone, and the rows again only if it changed.
    const [row] = await queryRaw<VersionRow>(db, 'session_data_version', VERSION_LOOKUP, [tokenHash]);
    const auth = settle(req, await decideSession(db, req, row ?? null, now, idleMs), access);
    if (row?.[6] === held.version && held.userId === auth.userId) {
      cache.hits++;
      cache.set(key, held);
      return held.rows as T[];
    }
  }
  const { session, rows, version } = await executeWithSession<T>(db, prepared, values, {
    tokenHash,
    kind: access,
    cutoffMs: now - idleMs,
    versioned: cache !== null,
  });
  const auth = settle(req, await decideSession(db, req, session, now, idleMs), access);
  if (cache && version !== null) {
    cache.misses++;
    cache.set(key, { userId: auth.userId, version, rows });
  }
  return rows;
}

/** The request's session as decided, refused if not of the route's kind (a staff session on a patient's read: 403). */
function settle(req: FastifyRequest, auth: AuthInfo, access: AuthKind): AuthInfo {
  req.auth = auth;
  req.actor = actorOfRequest(req, auth);
  if (auth.kind !== access) throw new AppError('FORBIDDEN');
  return auth;
}

/**
 * The session lookup (`LOOKUP`) with the version of its user's data (db/prepared.ts,
 * DATA_VERSION): what a cached read checks before answering from its rows.
 */
const VERSION_LOOKUP = `select x.id, x.user_id, x.kind, x.auth_method, x.revoked_at is not null,
    (extract(epoch from x.last_seen_at) * 1000)::float8, ${DATA_VERSION}
  from sessions x where x.token_hash = $1`;
type VersionRow = [...LookupRow, version: string];

/**
 * A read of the signed-in user's data as services receive it: `rows` runs a prepared statement
 * (with a `userId` placeholder) as that user, the session checked in the same statement on a
 * `sessionInRead` route; `actor` and `userId` are known once `rows` has answered.
 */
export interface UserRead {
  rows<T>(
    statement: { execute(values: Record<string, unknown>): Promise<T[]> },
    values?: Record<string, unknown>,
  ): Promise<T[]>;
  /**
   * The same, its rows kept in this process's read cache (platform/read-cache.ts) while the
   * user's data is unchanged: only for statements of tables the data version covers (migration
   * 0018; read-cache test). The rows are shared: never change them.
   */
  cachedRows<T>(
    statement: { execute(values: Record<string, unknown>): Promise<T[]> },
    values?: Record<string, unknown>,
  ): Promise<readonly T[]>;
  actor(): Actor;
  userId(): number;
  /** The user's id, the session checked by a statement of its own if no read has checked it yet. */
  session(): Promise<number>;
}

/** A read as a user already known (a job, a test): the statement runs with that user's id. */
export function userReadAs(actor: Actor, userId: number): UserRead {
  return {
    rows: (statement, values = {}) => statement.execute({ ...values, userId }),
    cachedRows: (statement, values = {}) => statement.execute({ ...values, userId }),
    actor: () => actor,
    userId: () => userId,
    session: async () => userId,
  };
}

/**
 * The request's read (readWithSession on a `sessionInRead` route, the checked session's user
 * otherwise). A class, so that a read makes one small object and no functions (under tsx, as the
 * bench runs, each function made is also named: about 5 µs a request for these four).
 */
class RequestRead implements UserRead {
  constructor(private readonly req: FastifyRequest) {}
  rows<T>(statement: { execute(values: Record<string, unknown>): Promise<T[]> }, values: Record<string, unknown> = {}) {
    return readWithSession(this.req, statement, values);
  }
  cachedRows<T>(
    statement: { execute(values: Record<string, unknown>): Promise<T[]> },
    values: Record<string, unknown> = {},
  ) {
    return readWithSession(this.req, statement, values, true);
  }
  actor() {
    return this.req.actor;
  }
  userId() {
    return authOfRequest(this.req).userId;
  }
  async session() {
    await sessionBeforeError(this.req);
    return authOfRequest(this.req).userId;
  }
}

export const userReadOf = (req: FastifyRequest): UserRead => new RequestRead(req);

/**
 * For a `sessionInRead` route that fails before its read (its input refused, say), or that checks
 * its session before a read of its own (`UserRead.session`): the session is checked first, of the
 * route's kind, so a caller without a live session is answered 401 as on every other route,
 * never told more about its input. app.ts gives this to the error handler.
 */
export async function sessionBeforeError(req: FastifyRequest): Promise<void> {
  if (!sessionInRead(req)) return;
  req.auth = await authenticate(req.server.ctx.db, req, req.server.ctx.config.SESSION_IDLE_MS);
  req.actor = actorOfRequest(req, req.auth);
  // The route's kind, as the auth hook and readWithSession require it (a staff session on a patient's read: 403).
  if (req.auth.kind !== req.routeOptions.config?.access) throw new AppError('FORBIDDEN');
}

function authOfRequest(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new AppError('UNAUTHORIZED');
  return req.auth;
}

/**
 * Access control, decided by the route that matched, never by the raw URL. The router decodes the
 * path (`/%61pi/...` reaches `/api/...`), so any test of `req.url` can be skipped by an encoding;
 * the matched route's config cannot. Every route declares its access (checked at start-up by
 * `requireAccessDeclarations`); a matched route without one is refused here as well.
 */
export function registerAuthHook(app: FastifyInstance) {
  // onRequest, so that a caller without access is refused before any body or upload is read.
  app.decorateRequest('actor', null as unknown as Actor);
  // A callback hook: a public route or one that checks its session in its read (the hot reads)
  // passes without a promise. What it throws reaches the error handler as a rejection would.
  app.addHook('onRequest', (req, _reply, done) => {
    // Built once here; services receive it instead of the request (a public caller until signed in).
    req.actor = actorOfRequest(req, undefined);
    // No route matched: the not-found handler answers 404 and no handler runs.
    if (req.routeOptions.url === undefined) return done();
    const access: RouteAccess | undefined = req.routeOptions.config?.access;
    if (!access) throw new AppError('FORBIDDEN');
    if (access === 'public') return done();
    // A caregiver acting for a patient (platform/acting.ts): the session, then the grant and the
    // operation's scope, before anything else; the read then runs as the patient's. Routes open to
    // any signed-in account (a person's own second factors) are checked too, so the header is never
    // ignored: what the grant does not name is refused.
    const acting = access === 'patient' || access === 'any' ? actingHeaderOf(req) : undefined;
    if (acting !== undefined) {
      authenticate(app.ctx.db, req, app.ctx.config.SESSION_IDLE_MS)
        .then((auth) => actFor(app, req, auth, acting))
        .then((auth) => {
          req.auth = auth;
          req.actor = actorOfRequest(req, auth);
        })
        .then(() => done(), done);
      return;
    }
    // Checked by the route's read, in the same statement (readWithSession); a token is still required here.
    if (req.routeOptions.config.sessionInRead === true) {
      tokenOf(req);
      return done();
    }
    authenticate(app.ctx.db, req, app.ctx.config.SESSION_IDLE_MS)
      .then((auth) => {
        req.auth = auth;
        req.actor = actorOfRequest(req, auth);
        if (access !== 'any' && auth.kind !== access) throw new AppError('FORBIDDEN');
      })
      .then(() => done(), done);
  });
  app.addHook('onResponse', (req, reply, done) => {
    recordActing(app, req, reply.statusCode);
    done();
  });
  // Nothing the API answers may sit in a browser's or a proxy's cache: answers, PDFs and zips of
  // patient data, and errors alike. Only the built web app (public static files) sets its own.
  app.addHook('onSend', (req, reply, _payload, done) => {
    if (req.routeOptions.config?.access === 'public' && !req.routeOptions.url?.startsWith('/api/')) return done();
    reply.header('cache-control', 'no-store');
    // A route that checks its session in its read and answered without one is a bug: never send it.
    if (reply.statusCode < 400 && sessionInRead(req)) throw new AppError('UNAUTHORIZED');
    done();
  });
}

const ACCESS: ReadonlySet<string> = new Set<RouteAccess>(['public', 'patient', 'staff', 'any']);

export interface RouteEntry {
  method: string | string[];
  url: string;
  config?: { access?: string };
}
const routeTables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route the app registered, with its declared access (tests walk them all). */
export function registeredRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return routeTables.get(app) ?? [];
}

/**
 * Refuses to start when a route declares no access (or an unknown one): a new route cannot ship
 * open by forgetting it. Routes of plugins that serve no patient data (the API docs, the built web
 * app) are declared public by `publicRoutes` around their registration.
 */
export function requireAccessDeclarations(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => !ACCESS.has(r.config?.access ?? ''));
    if (missing.length) {
      const list = missing.map((r) => `${[r.method].flat().join(',')} ${r.url}`).join('; ');
      throw new Error(`Routes without an access declaration: ${list}`);
    }
  });
}

/** Registers a third-party plugin whose routes are all public (docs, static files). */
export async function publicRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void>) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    await register(scope);
  });
}
