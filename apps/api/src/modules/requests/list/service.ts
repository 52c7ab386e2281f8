import { formatMdy, stateOf, type RequestListItem, type RequestsList } from '@portal/shared';
import type { UserRead } from '../../../platform/sessions';
import type { AppContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { listJson } from './json-repository';
import { requestsListRepository as repo, type ListFilters, type ListRow } from './repository';

const DEFAULT_PER_PAGE = 10;
/**
 * The page sizes the portal asks for (the list's 10, the request page's 4 open requests) and
 * the default: the only ones answered by PostgreSQL-written JSON. That statement is prepared once
 * per size (list/json-repository.ts, listJsonStatement); any other size a caller sends goes through the
 * JavaScript mapping, so that walking per_page from 1 to 100 cannot make a hundred statements on
 * every connection for each filter shape.
 */
const JSON_PAGE_SIZES: ReadonlySet<number> = new Set([DEFAULT_PER_PAGE, 4]);
export const listAnsweredAsJson = (q: { dependentId?: number; perPage?: number }) =>
  q.dependentId === undefined && JSON_PAGE_SIZES.has(q.perPage ?? DEFAULT_PER_PAGE);

/**
 * The patient block shown on a card: what the request holds (copied at submission); for a draft
 * that has none yet, the dependent it is for, else the account holder.
 */
function patientOf(row: ListRow): RequestListItem['patient'] {
  const r = row.r;
  const source =
    r.patientFirstName || r.patientLastName
      ? { first: r.patientFirstName, middle: r.patientMiddleName, last: r.patientLastName, dob: r.patientDob }
      : row.dep
        ? { first: row.dep.firstName, middle: row.dep.middleName, last: row.dep.lastName, dob: row.dep.dob }
        : { first: row.owner.name, middle: null, last: row.owner.lastName, dob: row.owner.dob };
  return {
    first_name: source.first ?? null,
    middle_name: source.middle ?? null,
    last_name: source.last ?? null,
    dob: source.dob ? formatMdy(source.dob) : null,
    name: [source.first, source.middle, source.last].filter(Boolean).join(' '),
  };
}

export function toListItem(row: ListRow): RequestListItem {
  const r = row.r;
  return {
    id: r.id,
    rid: r.rid,
    request_type: r.requestType,
    status: r.status,
    submitted_on: r.submittedOn?.toISOString() ?? null,
    ordered_on: r.orderedOn?.toISOString() ?? null,
    completed_on: r.completedOn?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    custodian: r.custodianId && row.custodianName ? { id: r.custodianId, name: row.custodianName } : null,
    patient: patientOf(row),
    dependent_id: r.dependentId,
    custodian_form: r.custodianForm,
    all_records: r.allRecords,
    records_before: r.recordsBefore ? formatMdy(r.recordsBefore) : null,
    records_after: r.recordsAfter ? formatMdy(r.recordsAfter) : null,
    current_step: r.currentStep,
    // Chat belongs to the tracking issue, which counts unread messages here once its table exists.
    unread_messages: 0,
    state: stateOf(r.status, row.deskStage),
    payment_needed: r.status === 'ordered' && row.paymentStatus === 'failed',
  };
}

/** The list's filters as a caller gives them: page, size and order may be left to their defaults. */
export type ListQuery = Omit<ListFilters, 'page' | 'perPage' | 'sortDir'> &
  Partial<Pick<ListFilters, 'page' | 'perPage' | 'sortDir'>>;

const withDefaults = (q: ListQuery): ListFilters => ({
  ...q,
  page: q.page ?? 1,
  perPage: q.perPage ?? DEFAULT_PER_PAGE,
  sortDir: q.sortDir ?? 'desc',
});

/**
 * The request list without a dependent (the timeline is `listRequests`): its answer as JSON text
 * written by PostgreSQL in the statement that checks the session (list/repository.ts,
 * listJsonStatement), audited as `listRequests` audits it.
 */
export async function listRequestsJson(
  { db, readAudit }: Pick<AppContext, 'db' | 'readAudit'>,
  read: UserRead,
  filters: Omit<ListQuery, 'dependentId'>,
): Promise<string> {
  const f = withDefaults(filters);
  const found = await listJson(db, read, f);
  // Unreachable: the statement has one row whenever the session is live, and readWithSession refuses otherwise.
  if (!found) throw new AppError('UNAUTHORIZED');
  readAudit.record(read.actor(), {
    action: 'request.list',
    entityType: 'request',
    entityId: undefined,
    details: { count: found.count, page: f.page },
  });
  return found.json;
}

export async function listRequests(
  { db, readAudit }: Pick<AppContext, 'db' | 'readAudit'>,
  read: UserRead,
  filters: ListQuery,
): Promise<RequestsList> {
  const f = withDefaults(filters);
  // A read: one statement, no transaction; the read joins the batched read audit log. The list
  // (no dependent's timeline) checks the session in the same statement; a timeline first checks
  // that the dependent is the user's.
  let found: Awaited<ReturnType<typeof repo.list>>;
  let years: { years?: number[] } = {};
  if (f.dependentId === undefined) {
    found = await repo.listRead(db, read, f);
  } else {
    const userId = await read.session();
    // A dependent id that is not the user's answers 404 rather than an empty list, so ids of
    // other accounts cannot be probed and a typo does not look like "no requests".
    if (f.dependentId !== 0 && !(await repo.ownsDependent(db, userId, f.dependentId))) throw notFound();
    found = await repo.list(db, userId, f);
    // A dependent's timeline offers the years that hold its requests.
    years = { years: await repo.years(db, userId, f) };
  }
  const { rows, total } = found;
  readAudit.record(read.actor(), {
    action: 'request.list',
    entityType: f.dependentId ? 'dependent' : 'request',
    entityId: f.dependentId,
    details: { count: rows.length, page: f.page },
  });
  return {
    requests: rows.map((row) => ({ ...toListItem(row), unread_messages: row.unread })),
    total,
    total_pages: Math.ceil(total / f.perPage),
    ...years,
  };
}
