import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { createLocalFileStore } from '../apps/api/src/platform/file-store';

/**
 * Requests put in place in the server's database, as the wizard and the records desk would leave
 * them: the tracking journeys are about what happens after a request is sent.
 */
export interface PlacedRequest {
  id: number;
  rid: string;
}

const digits = () => String(parseInt(randomBytes(3).toString('hex'), 16) % 1_000_000).padStart(6, '0');

export async function userId(db: pg.Client, email: string): Promise<number> {
  const {
    rows: [u],
  } = await db.query('SELECT id FROM users WHERE email = $1', [email]);
  return u.id as number;
}

export async function custodian(db: pg.Client, name: string): Promise<number> {
  const {
    rows: [c],
  } = await db.query(
    `INSERT INTO custodians (url_id, name, address1, city, state, zipcode) VALUES ($1, $2, '5 Pier St', 'Albany', 'NY', '12207') RETURNING id`,
    [`e2e-${randomBytes(4).toString('hex')}`, name],
  );
  return c.id as number;
}

export async function placeRequest(
  db: pg.Client,
  uid: number,
  o: {
    custodianId: number;
    type?: 'Record' | 'Form';
    status?: string;
    daysAgo: number;
    completedDaysAgo?: number;
    form?: string;
    dependentId?: number;
    paidCents?: number;
  },
): Promise<PlacedRequest> {
  const status = o.status ?? 'ordered';
  const ordered = status === 'draft' || status === 'abandoned' ? null : `now() - interval '${o.daysAgo} days'`;
  const completed = o.completedDaysAgo !== undefined ? `now() - interval '${o.completedDaysAgo} days'` : 'NULL';
  const rid = `${digits()}-${digits()}`;
  const {
    rows: [r],
  } = await db.query(
    `INSERT INTO requests (rid, user_id, dependent_id, custodian_id, request_type, status, current_step, patient_first_name,
       patient_last_name, patient_dob, all_records, reason_for_request, record_types, delivery_method, custodian_form,
       amount_cents, submitted_on, ordered_on, completed_on, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 11, 'Avery', 'Stone', '1988-03-14', true, '{continuing_care}', '{medical}',
       'instant_download', $7, $8, ${ordered ?? 'NULL'}, ${ordered ?? 'NULL'}, ${completed}, now() - interval '${o.daysAgo + 1} days')
     RETURNING id, rid`,
    [rid, uid, o.dependentId ?? null, o.custodianId, o.type ?? 'Record', status, o.form ?? null, o.paidCents ?? null],
  );
  if (ordered)
    await db.query(`INSERT INTO request_status_history (request_id, status, at) VALUES ($1, 'ordered', ${ordered})`, [
      r.id,
    ]);
  if (o.completedDaysAgo !== undefined) {
    await db.query(
      `INSERT INTO request_status_history (request_id, status, at) VALUES ($1, 'completed', ${completed})`,
      [r.id],
    );
  }
  if (o.paidCents) {
    await db.query(
      `INSERT INTO request_payments (request_id, user_id, method, status, amount_cents, captured_cents, paid_at)
       VALUES ($1, $2, 'check', 'paid', $3, $3, now())`,
      [r.id, uid, o.paidCents],
    );
  }
  return { id: r.id, rid: r.rid };
}

/** A delivered record in the encrypted file store, as the records desk uploads it. */
export async function deliverRecord(db: pg.Client, dataDir: string, requestId: number, name: string) {
  const { FILE_ENCRYPTION_KEY } = JSON.parse(readFileSync(path.join(dataDir, 'dev-secrets.json'), 'utf8'));
  const store = createLocalFileStore(path.join(dataDir, 'files'), FILE_ENCRYPTION_KEY);
  const stored = await store.put(Buffer.from('%PDF-1.4\n% delivered records\n%%EOF\n'));
  const {
    rows: [f],
  } = await db.query(
    `INSERT INTO files (owner_user_id, purpose, storage_key, original_name, mime, size, sha256)
     VALUES (NULL, 'medical_record', $1, $2, 'application/pdf', $3, $4) RETURNING id`,
    [stored.key, name, stored.size, stored.sha256],
  );
  await db.query('INSERT INTO medical_records (request_id, file_id, name) VALUES ($1, $2, $3)', [
    requestId,
    f.id,
    name,
  ]);
}
