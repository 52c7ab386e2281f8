import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { authorizations, custodians, files, requestPayments, requestStatusHistory, requests } from '../src/db/schema';
import { first } from './support/rows';

/**
 * Requests placed straight in the database: the tracking tests are about what happens after a
 * request is sent, so they do not drive the wizard to get one.
 */
export async function makeCustodian(db: Db, name = 'Lakeside Family Clinic') {
  const c = first(
    await db
      .insert(custodians)
      .values({
        urlId: `c-${randomBytes(4).toString('hex')}`,
        name,
        address1: '1 Lake Rd',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        phone: '+1 512-555-0100',
        fax: '+1 512-555-0101',
      })
      .returning(),
  );
  return c;
}

let seq = 0;
export async function makeRequest(
  db: Db,
  userId: number,
  over: Partial<typeof requests.$inferInsert> & { paidCents?: number } = {},
) {
  const { paidCents, ...values } = over;
  const orderedOn = values.orderedOn ?? new Date(Date.now() - 5 * 86_400_000);
  const status = values.status ?? 'ordered';
  const r = first(
    await db
      .insert(requests)
      .values({
        rid: `990101-${String(++seq).padStart(3, '0')}${randomBytes(2).toString('hex').replace(/[a-f]/g, '7')}`,
        userId,
        requestType: 'Record',
        status,
        currentStep: 11,
        patientFirstName: 'Avery',
        patientLastName: 'Stone',
        patientDob: '1988-03-14',
        reasonForRequest: ['Continuity of care'],
        recordTypes: ['Lab results'],
        deliveryMethod: 'instant_download',
        submittedOn: status === 'draft' ? null : orderedOn,
        orderedOn: status === 'draft' || status === 'abandoned' ? null : orderedOn,
        amountCents: paidCents ?? null,
        ...values,
      })
      .returning(),
  );
  if (r.status !== 'draft')
    await db.insert(requestStatusHistory).values({ requestId: r.id, status: 'ordered', at: orderedOn });
  if (paidCents) {
    await db.insert(requestPayments).values({
      requestId: r.id,
      userId,
      method: 'check',
      status: 'paid',
      amountCents: paidCents,
      capturedCents: paidCents,
      paidAt: new Date(),
    });
  }
  return r;
}

/** A stored file's row (no bytes behind it) of the user's, for a document or record to point at. */
export async function makeFile(db: Db, ownerUserId: number, name: string, purpose = 'test') {
  const f = first(
    await db
      .insert(files)
      .values({
        ownerUserId,
        purpose,
        storageKey: crypto.randomUUID(),
        originalName: name,
        mime: 'application/pdf',
        size: 1,
        sha256: 'x',
      })
      .returning(),
  );
  return f.id;
}

/**
 * A general release on the request, as the authorization step leaves it (a stored PDF and its
 * authorization row): what submitting a records request needs. The file's id.
 */
export async function attachRelease(db: Db, ownerUserId: number, rid: string): Promise<string> {
  const r = first(await db.select().from(requests).where(eq(requests.rid, rid)));
  const fileId = await makeFile(db, ownerUserId, 'release.pdf', 'authorization');
  await db
    .insert(authorizations)
    .values({ requestId: r.id, userId: ownerUserId, type: 'GeneralRelease', fileId, name: 'release.pdf' });
  return fileId;
}
