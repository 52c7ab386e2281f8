import type { DbOrTx } from '../../db/client';
import * as repo from './repository';

/**
 * What every capability working on a patient's request checks first, for other modules (the
 * authorizations, the request detail): the caller's request, document or authorization, or 404.
 * They run in the caller's transaction when given one.
 */

/** The caller's request by its rid (with its custodian's name), or 404. */
export const ownedRequest = (db: DbOrTx, userId: number, rid: string) => repo.ownedRequest(db, userId, rid);

/** The caller's request by its id, or null. */
export const requestById = (db: DbOrTx, userId: number, requestId: number) => repo.requestById(db, userId, requestId);

/** The account's name, e-mail and language (for a PDF's name line, a mail), or 404. */
export const userBasics = (db: DbOrTx, userId: number) => repo.userBasics(db, userId);

/** An authorization of one of the caller's requests with its file, or 404. */
export const ownedAuthorization = (db: DbOrTx, userId: number, authorizationId: number) =>
  repo.ownedAuthorization(db, userId, authorizationId);

/** A request's authorizations in id order (the caller has checked the reader may see the request). */
export const authorizationsOf = (db: DbOrTx, requestId: number) => repo.authorizationsOf(db, requestId);
