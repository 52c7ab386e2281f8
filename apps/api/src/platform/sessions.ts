import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { queryRaw } from '../db/prepared';
import { sessions } from '../db/schema';
import { actorOfRequest, type Actor } from './actor';
import { AppError } from './errors';
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
 * TOUCH_EVERY_MS (README, Security): a read writes nothing in between.
 */
export async function authenticate(db: Db, req: FastifyRequest, idleMs: number): Promise<AuthInfo> {
  const header = req.headers['authorization-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw new AppError('UNAUTHORIZED');
  const [row] = await queryRaw<LookupRow>(db, 'session_by_token', LOOKUP, [hashToken(token)]);
  if (!row) throw new AppError('UNAUTHORIZED');
  const [id, userId, kind, authMethod, revoked, lastSeenMs] = row;
  if (revoked) throw new AppError('SESSION_EXPIRED');
  const now = Date.now();
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
  return { userId, sessionId: id, kind, authMethod };
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
  app.addHook('onRequest', async (req) => {
    // Built once here; services receive it instead of the request (a public caller until signed in).
    req.actor = actorOfRequest(req, undefined);
    // No route matched: the not-found handler answers 404 and no handler runs.
    if (req.routeOptions.url === undefined) return;
    const access: RouteAccess | undefined = req.routeOptions.config?.access;
    if (!access) throw new AppError('FORBIDDEN');
    if (access === 'public') return;
    req.auth = await authenticate(app.ctx.db, req, app.ctx.config.SESSION_IDLE_MS);
    req.actor = actorOfRequest(req, req.auth);
    if (access !== 'any' && req.auth.kind !== access) throw new AppError('FORBIDDEN');
  });
  // Nothing the API answers may sit in a browser's or a proxy's cache: answers, PDFs and zips of
  // patient data, and errors alike. Only the built web app (public static files) sets its own.
  app.addHook('onSend', async (req, reply) => {
    if (req.routeOptions.config?.access === 'public' && !req.routeOptions.url?.startsWith('/api/')) return;
    reply.header('cache-control', 'no-store');
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
