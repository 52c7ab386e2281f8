import { ageFromIso, formatMdy, isoDay, type Dependent, type dependentInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { userIdOf, type Actor } from '../../platform/actor';
import type { UserRead } from '../../platform/sessions';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { dependentsRepository as repo, type DependentRow, type DependentValues } from './repository';

type Input = z.output<typeof dependentInputSchema>;

/** The wire form of spec section 3 "Dependent" (dob M/D/YYYY, age derived). */
export function toDependent(d: DependentRow): Dependent {
  return {
    id: d.id,
    first_name: d.firstName,
    middle_name: d.middleName,
    last_name: d.lastName,
    dob: formatMdy(d.dob),
    gender: d.gender,
    age: ageFromIso(d.dob),
    grade: d.grade,
    school: d.school,
    sport: d.sport,
    relation: d.relation,
  };
}

const valuesOf = (i: Input): DependentValues => ({
  firstName: i.first_name,
  middleName: i.middle_name,
  lastName: i.last_name,
  dob: i.dob,
  gender: i.gender,
  grade: i.grade,
  school: i.school,
  sport: i.sport,
  relation: i.relation,
});

/** Each change writes its audit row in the same transaction; reads are audited in batches. */

// Reads: one statement, no transaction; the read joins the batched read audit log.

/**
 * The list's answer as JSON text, written by PostgreSQL, through the request's read (the
 * session checked in the same statement).
 */
export async function dependentsListJson(
  { db, readAudit }: AppContext,
  read: UserRead,
  now = new Date(),
): Promise<string> {
  // Kept in the read cache while the user's data is unchanged (platform/read-cache.ts).
  const [row] = await read.cachedRows(repo.listJsonStatement(db), { today: isoDay(now) });
  if (!row) throw notFound();
  readAudit.record(read.actor(), { action: 'dependent.list', entityType: 'dependent', details: { count: row.n } });
  return row.json;
}

export async function getDependent({ db, readAudit }: AppContext, actor: Actor, id: number) {
  const row = await repo.get(db, userIdOf(actor), id);
  if (!row) throw notFound();
  readAudit.record(actor, { action: 'dependent.read', entityType: 'dependent', entityId: id });
  return toDependent(row);
}

export function createDependent({ db }: AppContext, actor: Actor, input: Input) {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const row = await repo.create(tx, userId, valuesOf(input));
    await audit(tx, actor, { action: 'dependent.create', entityType: 'dependent', entityId: row.id });
    return toDependent(row);
  });
}

export function updateDependent({ db }: AppContext, actor: Actor, id: number, input: Input) {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const row = await repo.update(tx, userId, id, valuesOf(input));
    if (!row) throw notFound();
    await audit(tx, actor, {
      action: 'dependent.update',
      entityType: 'dependent',
      entityId: id,
      details: { fields: Object.keys(input) },
    });
    return toDependent(row);
  });
}

export function removeDependent({ db }: AppContext, actor: Actor, id: number) {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    if (!(await repo.remove(tx, userId, id))) throw notFound();
    await audit(tx, actor, { action: 'dependent.delete', entityType: 'dependent', entityId: id });
  });
}
