import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStore } from './file-store';
import type { Mailer } from './mailer';

/** What every module reaches through `app.ctx` (decorated in app.ts). */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  files: FileStore;
  /** Base URL links in mail point at (PUBLIC_URL, or the address the server listens on). */
  publicUrl(): string;
}

export type AuthKind = 'patient' | 'staff';

export interface AuthInfo {
  userId: number;
  sessionId: number;
  kind: AuthKind;
  authMethod: string;
}

/** Who may call a route. Routes under /api default to 'patient': public access is opt-in. */
export type RouteAccess = 'public' | 'patient' | 'staff' | 'any';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth?: AuthInfo;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The signed-in user of a route that required sign-in (the auth hook guarantees it). */
export function authOf(req: { auth?: AuthInfo }): AuthInfo {
  if (!req.auth) throw new Error('route reached without auth');
  return req.auth;
}
