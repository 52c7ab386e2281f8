import { sql, type SQL } from 'drizzle-orm';
import { REQUESTS_PER_PAGE_MAX } from '@portal/shared';
import type { Db } from '../../../db/client';
import { preparedFor } from '../../../db/prepared';
import type { UserRead } from '../../../platform/sessions';
import { shapeOf, valuesOf, type ListFilters } from './repository';

/**
 * The request list's answer written by PostgreSQL as JSON text (the list without a dependent;
 * the timeline and the detail read rows through repository.ts). Its filters are the same as
 * `whereOf` there, in plain SQL over this statement's aliases.
 */

/** A timestamp as JavaScript's toISOString writes it (milliseconds, truncated as node-postgres does). */
const isoOf = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date column as formatMdy writes it (M/D/YYYY, no leading zeros). */
const mdyOf = (col: string) => `to_char(${col}, 'FMMM/FMDD/FMYYYY')`;

/**
 * The list's filters in plain SQL over the aliases of `listJsonStatement` (rq: requests,
 * c: custodians, dp: dependents, me: the user's id): every column named with its table's alias,
 * so no column can resolve to another table of the statement (the user's id above all), and each
 * value a placeholder. The same conditions as `whereOf`.
 */
function whereJsonOf(f: ListFilters): SQL {
  const parts: SQL[] = [sql`rq.user_id = me.uid`];
  if (f.custodianId !== undefined) parts.push(sql`rq.custodian_id = ${sql.placeholder('custodianId')}::int`);
  if (f.type) parts.push(sql`rq.request_type = ${sql.placeholder('type')}::text`);
  if (f.statuses?.length) parts.push(sql`rq.status = any(${sql.placeholder('statuses')}::text[])`);
  if (f.startDate) parts.push(sql`coalesce(rq.submitted_on, rq.created_at) >= ${sql.placeholder('startDate')}::date`);
  if (f.endDate) parts.push(sql`coalesce(rq.submitted_on, rq.created_at) < (${sql.placeholder('endDate')}::date + 1)`);
  if (f.keyword) {
    const like = sql.placeholder('like');
    parts.push(sql`(rq.rid ilike ${like}::text or c.name ilike ${like}::text or rq.custodian_form ilike ${like}::text
      or concat_ws(' ', rq.patient_first_name, rq.patient_middle_name, rq.patient_last_name) ilike ${like}::text
      or concat_ws(' ', dp.first_name, dp.last_name) ilike ${like}::text)`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The list's answer (`requestsListSchema`) as JSON text written by PostgreSQL, with the number of
 * cards on the page (the audit's), in one statement of one row: the page read in the order of
 * `requests_user_list_idx`, each card as `toListItem` writes it (the patient block from the
 * request, else its dependent, else the account holder; ISO timestamps; M/D/YYYY dates; the
 * lifecycle state of `stateOf`), and the count of all matches (also for a page past the end).
 * Only for the list without a dependent (the timeline keeps `list`).
 *
 * Its plan holds without the planner's help (list-plan test): the user's id is a column of its
 * own one-row subquery (`me`, kept by `offset 0`), so the folded session check
 * (executeWithSession) is computed once, not once for each request a scan reads; and each of
 * the page's requests is read by its primary key (a lateral subquery, also kept by `offset 0`),
 * never by a hash join over all of the user's requests, which a table with statistics and a few
 * hundred requests made look cheaper. Its provider and dependent are read by key the same way:
 * with statistics of a small table, a hash of it was built again for each card (a tenth of the
 * statement's CPU).
 */
export function listJsonStatement(db: Db, f: ListFilters) {
  // The page's size is written in the statement (one of at most REQUESTS_PER_PAGE_MAX values):
  // with it and an offset as parameters, PostgreSQL's generic plan assumed a tenth of the
  // user's requests read for each, cost more than a custom plan and was never chosen, so that
  // with statistics the statement was planned again on every call (list-plan test).
  const perPage = Math.trunc(f.perPage);
  if (!(perPage >= 1 && perPage <= REQUESTS_PER_PAGE_MAX)) throw new Error('listJsonStatement: per page out of range');
  const shape = `${shapeOf(f)}_${perPage}`;
  const name = `req_list_json_${shape}`;
  return preparedFor(db, name, (d) => {
    const where = whereJsonOf(f);
    const dir = sql.raw(f.sortDir === 'asc' ? 'asc' : 'desc');
    // The provider and the dependent are joined only for a keyword, the one filter that reads them.
    const joins = f.keyword
      ? sql`from requests rq
      left join custodians c on c.id = rq.custodian_id
      left join dependents dp on dp.id = rq.dependent_id`
      : sql`from requests rq`;
    // The patient block's source: the request's own names when it has a first or last name.
    const own = `(coalesce(p.patient_first_name, '') <> '' or coalesce(p.patient_last_name, '') <> '')`;
    const pick = (mine: string, dep: string, owner: string) =>
      `(case when ${own} then ${mine} when p.dep_id is not null then ${dep} else ${owner} end)`;
    const first = pick('p.patient_first_name', 'p.dep_first_name', 'p.owner_name');
    const middle = pick('p.patient_middle_name', 'p.dep_middle_name', 'null::text');
    const last = pick('p.patient_last_name', 'p.dep_last_name', 'p.owner_last_name');
    const dob = pick('p.patient_dob', 'p.dep_dob', 'p.owner_dob');
    const patient = sql.raw(`(select row_to_json(pa) from (select ${first} as first_name, ${middle} as middle_name,
      ${last} as last_name, ${mdyOf(dob)} as dob,
      concat_ws(' ', nullif(${first}, ''), nullif(${middle}, ''), nullif(${last}, '')) as name) pa)`);
    const page = sql`(select '{"requests":[' || coalesce(pg.items, '') || '],"total_pages":'
        || ((t.total + ${sql.raw(String(perPage - 1))}) / ${sql.raw(String(perPage))})
        || ',"total":' || t.total || '}' as json, pg.n as count
      from (select ${sql.placeholder('userId')}::int as uid offset 0) me
      cross join lateral (select count(*)::int as total ${joins} where ${where}) t
      cross join lateral (select string_agg(row_to_json(x)::text, ',' order by p.sort_at ${dir}, p.id ${dir}) as items, count(*)::int as n
      from (
        select rq.id, rq.rid, rq.request_type, rq.status, rq.submitted_on, rq.ordered_on, rq.completed_on,
          rq.created_at, rq.updated_at, rq.custodian_id, c.name as custodian_name, rq.dependent_id, rq.custodian_form,
          rq.all_records, rq.records_before, rq.records_after, rq.current_step,
          rq.patient_first_name, rq.patient_middle_name, rq.patient_last_name, rq.patient_dob,
          dp.id as dep_id, dp.first_name as dep_first_name, dp.middle_name as dep_middle_name,
          dp.last_name as dep_last_name, dp.dob as dep_dob,
          ow.name as owner_name, ow.last_name as owner_last_name, ow.date_of_birth as owner_dob,
          dk.stage, pay.status as pay_status, coalesce(rq.submitted_on, rq.created_at) as sort_at
        from (select rq.id ${joins} where ${where}
          order by coalesce(rq.submitted_on, rq.created_at) ${dir}, rq.id ${dir}
          limit ${sql.raw(String(perPage))} offset ${sql.placeholder('offset')}::int) ids
        cross join lateral (select * from requests r where r.id = ids.id offset 0) rq
        left join lateral (select c.name from custodians c where c.id = rq.custodian_id offset 0) c on true
        left join lateral (select dp.id, dp.first_name, dp.middle_name, dp.last_name, dp.dob
          from dependents dp where dp.id = rq.dependent_id offset 0) dp on true
        join users ow on ow.id = rq.user_id
        left join request_desk dk on dk.request_id = rq.id
        left join lateral (select rp.status from request_payments rp where rp.request_id = rq.id offset 0) pay on true
      ) p
      cross join lateral (select p.id, p.rid, p.request_type, p.status,
          ${sql.raw(isoOf('p.submitted_on'))} as submitted_on, ${sql.raw(isoOf('p.ordered_on'))} as ordered_on,
          ${sql.raw(isoOf('p.completed_on'))} as completed_on, ${sql.raw(isoOf('p.created_at'))} as created_at,
          ${sql.raw(isoOf('p.updated_at'))} as updated_at,
          case when p.custodian_id is not null and coalesce(p.custodian_name, '') <> ''
            then (select row_to_json(cu) from (select p.custodian_id as id, p.custodian_name as name) cu) end as custodian,
          ${patient} as patient,
          p.dependent_id, p.custodian_form, p.all_records,
          ${sql.raw(mdyOf('p.records_before'))} as records_before, ${sql.raw(mdyOf('p.records_after'))} as records_after,
          p.current_step,
          (select count(*)::int from chat_messages cm
            left join chat_read_markers mk on mk.request_id = cm.request_id and mk.reader_kind = 'patient'
            where cm.request_id = p.id and cm.sender_kind <> 'patient'
              and cm.id > coalesce(mk.last_read_message_id, 0)) as unread_messages,
          case when p.status <> 'ordered' then p.status when p.stage = 'incomplete' then 'waiting_on_patient'
            when p.stage = 'priced' then 'priced' when p.stage = 'approval' then 'awaiting_approval'
            else 'ordered' end as state,
          (p.status = 'ordered' and p.pay_status is not distinct from 'failed') as payment_needed) x) pg
      where me.uid is not null) l`;
    return d
      .select({ json: sql<string>`l.json`, count: sql<number>`l.count` })
      .from(page)
      .prepare(name);
  });
}

/**
 * The list's answer as JSON text (`listJsonStatement`), through the request's read (the session
 * checked in the same statement), and the number of its cards.
 */
export async function listJson(
  db: Db,
  read: UserRead,
  f: ListFilters,
): Promise<{ json: string; count: number } | null> {
  // Kept in the read cache while the user's data is unchanged (platform/read-cache.ts).
  const [row] = await read.cachedRows(listJsonStatement(db, f)!, valuesOf(f));
  return row ? { json: row.json, count: Number(row.count) } : null;
}
