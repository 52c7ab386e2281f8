import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorizations, mailOutbox, refundRequests, requests, users } from '../../db/schema';

/** Who a mail goes to, and what it may name: the account's address, name and language, and the request id. */

export async function accountRecipient(db: DbOrTx, userId: number) {
  const [u] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/** The owner of a request, with the request's id, type and submission date. */
export async function requestRecipient(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      rid: requests.rid,
      requestType: requests.requestType,
      submittedOn: requests.submittedOn,
      // The patient signed the portal's e-authorization for this request: its signed PDF is kept
      // with the request (the receipt says where to download it).
      eAuthorization: sql<boolean>`exists (select 1 from ${authorizations} where ${authorizations.requestId} = ${requests.id} and ${authorizations.type} = 'PatientEAuthorization')`,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(eq(requests.id, requestId));
  return row ?? null;
}

/** A refund request with its decision, its amount, its request's id and the patient who asked. */
export async function refundRecipient(db: DbOrTx, refundId: number) {
  const [f] = await db
    .select({
      status: refundRequests.status,
      amountCents: refundRequests.amountCents,
      email: users.email,
      name: users.name,
      language: users.language,
      rid: requests.rid,
      requestType: requests.requestType,
    })
    .from(refundRequests)
    .innerJoin(requests, eq(requests.id, refundRequests.requestId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(eq(refundRequests.id, refundId));
  return f ?? null;
}

/** Whether a mail with this subject went to this address in the last `quietMs`. */
export async function mailedRecently(db: DbOrTx, to: string, subject: string, quietMs: number) {
  const [recent] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, to),
        eq(mailOutbox.subject, subject),
        gt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${quietMs / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(recent);
}
