import type { FastifyRequest } from 'fastify';
import type { AuthInfo } from './context';
import { AppError } from './errors';

/**
 * Who does something, as services and the audit log see it: built once per HTTP request by the
 * auth hook (sessions.ts), so a service never needs the HTTP request itself (documenso passes
 * request metadata the same way). Jobs and other work no one asked for act as SYSTEM_ACTOR.
 */
export interface Actor {
  userId: number | null;
  kind: 'patient' | 'staff' | 'public' | 'system';
  ip: string | null;
  userAgent: string | null;
  /**
   * A caregiver acting for the patient `userId` (their own account's id): the audit log names
   * them as the actor and the patient as the subject, and a request they make records them.
   */
  caregiverUserId?: number | null;
  /** The grant the caregiver acts under. */
  grantId?: number | null;
  /**
   * A caregiver whose grant lacks the patient's 42 CFR Part 2 consent: requests that released
   * alcohol or drug treatment records are left out of what they read (db/part2.ts).
   */
  part2Withheld?: boolean;
}

/**
 * The signed-in user a service acts for. A service behind a route that requires sign-in (access
 * 'patient' or 'staff') gets an actor with a user; if one ever does not, it refuses, never 500s.
 */
export function userIdOf(actor: Actor): number {
  if (actor.userId === null) throw new AppError('UNAUTHORIZED');
  return actor.userId;
}

export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: null, kind: 'system', ip: null, userAgent: null });

/** The actor of an HTTP request: its signed-in user (if any), its client address and user agent. */
export function actorOfRequest(req: Pick<FastifyRequest, 'ip' | 'headers'>, auth: AuthInfo | undefined): Actor {
  return {
    userId: auth?.userId ?? null,
    kind: auth?.kind ?? 'public',
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
    caregiverUserId: auth?.acting?.caregiverUserId ?? null,
    grantId: auth?.acting?.grantId ?? null,
    part2Withheld: auth?.acting ? !auth.acting.part2Consent : false,
  };
}

/**
 * What the audit helpers accept: an Actor, or anything that carries one (a route's request), or
 * null for the system. Routes may keep passing `req`; services pass the Actor they were given.
 */
export type ActorSource = Actor | { actor: Actor } | null;

export function resolveActor(source: ActorSource): Actor {
  if (!source) return SYSTEM_ACTOR;
  return 'actor' in source ? source.actor : source;
}
