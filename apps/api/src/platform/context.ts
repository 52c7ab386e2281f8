import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Actor } from './actor';
import type { ReadAuditLog } from './audit';
import type { FileStore } from './file-store';
import type { JobRunner } from './jobs';
import { AppError } from './errors';
import type { Mailer } from './mailer';
import type { PaymentGateway } from './payment-gateway';
import type { SharedState } from './shared-state';

/** What every module reaches through `app.ctx` (decorated in app.ts). */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  files: FileStore;
  /** Rate-limit store and message bus shared by the processes of a deployment (Redis when configured). */
  shared: SharedState;
  /** Background jobs: the daily schedules and queued work such as sending mail. */
  jobs: JobRunner;
  /** Audit rows of reads, written in batches off the request path (platform/audit.ts). */
  readAudit: ReadAuditLog;
  /** The app's logger, for services (a service gets no HTTP request, so no request logger). */
  log: FastifyBaseLogger;
  /** The payment gateway the app was configured with (Stripe, or the local one): the only registry of it. */
  gateway: PaymentGateway;
  /** Base URL links in mail point at (PUBLIC_URL, or the address the server listens on). */
  publicUrl(): string;
  /**
   * How a caregiver's grant is checked on every call made while acting for a patient (set by the
   * caregivers module when it registers; unset, acting is refused).
   */
  acting?: ActingResolver;
}

/** A caregiver acting for a patient under a grant, as checked on this very call. */
export interface ActingInfo {
  grantId: number;
  caregiverUserId: number;
  patientUserId: number;
  scopes: readonly string[];
  part2Consent: boolean;
}

/** The caregivers module's side of acting: the platform knows no grant table. */
export interface ActingResolver {
  /** The live grant (active, not past its end) of this caregiver with this id; null otherwise. */
  resolve(caregiverUserId: number, grantId: number): Promise<ActingInfo | null>;
  /** False when the call reaches what the grant must not (a Part 2 request without the patient's consent). */
  allows(acting: ActingInfo, operation: string, params: Record<string, string>): Promise<boolean>;
  /** Logs an answered call for the patient to see (never fails the call); `draft`: a wizard's saved draft. */
  record(
    acting: ActingInfo,
    operation: string,
    method: string,
    params: Record<string, string>,
    opts?: { draft?: boolean },
  ): void;
}

export type AuthKind = 'patient' | 'staff';

export interface AuthInfo {
  userId: number;
  sessionId: number;
  kind: AuthKind;
  authMethod: string;
  /**
   * Set while a caregiver acts for a patient: `userId` is then the patient's (whose data every
   * service reads and changes) and `acting.caregiverUserId` the signed-in caregiver's.
   */
  acting?: ActingInfo;
}

/** Who may call a route. Every route declares one; a route without it cannot start (sessions.ts). */
export type RouteAccess = 'public' | 'patient' | 'staff' | 'any';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth?: AuthInfo;
    /** Who is calling: set by the auth hook on every request that matched a route (platform/actor.ts). */
    actor: Actor;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The session is checked by the route's read, folded into its statement (sessions.ts,
     * readWithSession), not by a statement of its own before the handler.
     */
    sessionInRead?: boolean;
  }
}

/** The signed-in user of a route that required sign-in (the auth hook guarantees it). */
export function authOf(req: { auth?: AuthInfo }): AuthInfo {
  // Unreachable while every route declares its access; if one ever does not, refuse, never 500.
  if (!req.auth) throw new AppError('UNAUTHORIZED');
  return req.auth;
}
