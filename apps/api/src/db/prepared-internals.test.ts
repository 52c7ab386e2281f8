import type { PGlite } from '@electric-sql/pglite';
import { Column, eq, is, Placeholder, sql, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { executeWithSession, preparedFor } from './prepared';
import * as schema from './schema';

/**
 * `db/prepared.ts` is built on Drizzle's internals, not its public API: a prepared select's
 * `fields`, `joinsNotNullableMap`, `customResultMapper`, `queryString`, `params` and `queryConfig`,
 * an SQL's `decoder`, and each driver's `execute` handing the array rows to `customResultMapper`.
 * Nothing of this is typed or documented, so a Drizzle release may change it without a word. These
 * checks run without a database, on both drivers (each with a stand-in client), so they fail at
 * once, and say what moved, when `drizzle-orm` is upgraded.
 */
const UPGRADE =
  'drizzle-orm internals changed: re-check db/prepared.ts (compileRowMapper, foldedOf, executeWithSession) against the new version';

const { users, requests, custodians } = schema;

/** The hot-read shape the portal prepares: a select list with a nested object, a left join, a placeholder. */
const listOf = (db: Db, name: string) =>
  db
    .select({
      id: requests.id,
      rid: requests.rid,
      createdAt: requests.createdAt,
      custodian: { name: custodians.name },
      n: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(custodians, eq(custodians.id, requests.custodianId))
    .where(eq(requests.userId, sql.placeholder('userId')))
    .prepare(name);

interface Call {
  args: unknown[];
}

/** Both drivers, each over a client that records its calls and answers `rows` (array rows). */
function drivers(rows: () => unknown[][]) {
  const pgCalls: Call[] = [];
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  // Never connects: the stand-in answers every statement.
  pool.query = ((...args: unknown[]) => {
    pgCalls.push({ args });
    return Promise.resolve({ rows: rows() });
  }) as unknown as typeof pool.query;
  const liteCalls: Call[] = [];
  const lite = {
    query: (...args: unknown[]) => {
      liteCalls.push({ args });
      return Promise.resolve({ rows: rows() });
    },
  };
  return [
    { name: 'node-postgres', db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db, calls: pgCalls },
    {
      name: 'pglite',
      db: drizzlePglite(lite as unknown as PGlite, { schema, casing: 'snake_case' }) as unknown as Db,
      calls: liteCalls,
    },
  ];
}

describe('Drizzle internals that db/prepared.ts relies on', () => {
  const created = new Date('2026-01-02T03:04:05.000Z');
  // Array rows in select-list order: id, rid, created_at, custodian name, count.
  let answer: unknown[][] = [];

  for (const d of drivers(() => answer)) {
    it(`${d.name}: a prepared select carries fields, joinsNotNullableMap, queryString, params and queryConfig`, () => {
      const p = preparedFor(d.db, 'shape', () => listOf(d.db, 'internals_shape')) as unknown as Record<string, unknown>;
      expect(Array.isArray(p.fields), `${UPGRADE}: prepared.fields is not an array`).toBe(true);
      const fields = p.fields as Array<{ path: unknown; field: unknown }>;
      expect(
        fields.map((f) => f.path),
        `${UPGRADE}: fields[i].path`,
      ).toEqual([['id'], ['rid'], ['createdAt'], ['custodian', 'name'], ['n']]);
      expect(is(fields[0]?.field, Column), `${UPGRADE}: a column's field is a Column`).toBe(true);
      const countField = fields[4]?.field;
      expect(is(countField, SQL), `${UPGRADE}: an sql\`\` field is an SQL`).toBe(true);
      expect(
        typeof (countField as { decoder?: { mapFromDriverValue?: unknown } }).decoder?.mapFromDriverValue,
        `${UPGRADE}: SQL.decoder.mapFromDriverValue`,
      ).toBe('function');
      expect(p.joinsNotNullableMap, `${UPGRADE}: joinsNotNullableMap by table name`).toEqual({
        requests: true,
        users: true,
        custodians: false,
      });
      expect(p.queryString, `${UPGRADE}: queryString`).toMatch(/^select .* where "requests"\."user_id" = \$1$/);
      const params = p.params as unknown[];
      expect(params, `${UPGRADE}: params`).toHaveLength(1);
      expect(
        is(params[0], Placeholder) && (params[0] as Placeholder).name,
        `${UPGRADE}: params hold the Placeholder`,
      ).toBe('userId');
      const config = p.queryConfig as Record<string, unknown>;
      expect(config.rowMode, `${UPGRADE}: queryConfig.rowMode`).toBe('array');
      if (d.name === 'node-postgres') {
        expect(config.name, `${UPGRADE}: queryConfig.name`).toBe('internals_shape');
        expect(config.text, `${UPGRADE}: queryConfig.text`).toBe(p.queryString);
      }
      expect(typeof p.customResultMapper, `${UPGRADE}: customResultMapper is where the compiled mapper goes`).toBe(
        'function',
      );
    });

    it(`${d.name}: execute hands the driver's array rows to customResultMapper`, async () => {
      const p = preparedFor(d.db, 'mapper', () => listOf(d.db, 'internals_mapper'))!;
      const internal = p as unknown as { customResultMapper: (rows: unknown[][]) => unknown[] };
      const compiled = internal.customResultMapper;
      const seen: unknown[][][] = [];
      internal.customResultMapper = (rows) => {
        seen.push(rows);
        return compiled(rows);
      };
      try {
        answer = [
          [1, 'R1', created.toISOString(), 'Clinic', '2'],
          [2, 'R2', created.toISOString(), null, '2'],
        ];
        d.calls.length = 0;
        const out = await p.execute({ userId: 7 });
        expect(seen, `${UPGRADE}: execute no longer calls customResultMapper with the rows`).toEqual([answer]);
        expect(d.calls).toHaveLength(1);
        expect(out).toEqual([
          { id: 1, rid: 'R1', createdAt: created, custodian: { name: 'Clinic' }, n: 2 },
          { id: 2, rid: 'R2', createdAt: created, custodian: null, n: 2 },
        ]);
      } finally {
        internal.customResultMapper = compiled;
      }
    });

    it(`${d.name}: executeWithSession sends one folded statement and maps its data columns`, async () => {
      const p = preparedFor(d.db, 'folded', () => listOf(d.db, 'internals_folded'))!;
      // Session columns (id, user, kind, method, revoked, seen), then hit, then the select list.
      answer = [[5, 7, 'patient', 'password', false, 1000, true, 3, 'R3', created.toISOString(), 'Clinic', '1']];
      d.calls.length = 0;
      const r = await executeWithSession<unknown>(d.db, p, {}, { tokenHash: 'h', kind: 'patient', cutoffMs: 0 });
      expect(d.calls, `${UPGRADE}: one statement`).toHaveLength(1);
      const [first, second, third] = d.calls[0]!.args as [unknown, unknown[], unknown];
      if (d.name === 'node-postgres') {
        const config = first as { text: string; name: string; rowMode: string };
        expect(config.rowMode, `${UPGRADE}: the folded config keeps Drizzle's array rows`).toBe('array');
        expect(config.name).toMatch(/^fs_/);
        expect(config.text).toMatch(/^with s as/);
        expect(second).toEqual(['h', 'patient', 0]);
      } else {
        expect(first).toMatch(/^with s as/);
        expect(second).toEqual(['h', 'patient', 0]);
        expect((third as { rowMode: string }).rowMode, `${UPGRADE}: PGlite's queryConfig is array rows`).toBe('array');
      }
      expect(r.session).toEqual([5, 7, 'patient', 'password', false, 1000]);
      expect(r.rows).toEqual([{ id: 3, rid: 'R3', createdAt: created, custodian: { name: 'Clinic' }, n: 1 }]);
    });
  }
});
