import type { Db } from '../db/client';

/**
 * Answers of the signed-in user's hottest reads (the request list), held in this process with the
 * version of the user's data they were read at. A read sends the version it holds in the
 * statement that checks the session (db/prepared.ts, executeWithSession); PostgreSQL runs the
 * read itself only when the data's version is another, so an unchanged list costs the database
 * a session lookup and two key reads, and Node no rows to parse.
 *
 * Why it cannot serve stale data: the version is written by triggers in the same transaction as
 * every change of a row those reads show (migration 0018, user_data_versions), read in the same
 * snapshot as the rows, and compared for equality (every change takes a value never used before),
 * so every process of a fleet sees a change on its next read, whoever wrote it. An entry is only
 * handed out after the same statement has found its session live and of the same user.
 *
 * Entries are keyed by the session's token hash (never the token), the statement and its values;
 * the least recently used goes first past READ_CACHE_ENTRIES (0: no cache). Rows are shared:
 * callers must not change them.
 */
export class ReadCache {
  private readonly entries = new Map<string, ReadCacheEntry>();
  /** Reads answered from an entry, and reads that ran their statement (tests and benches). */
  hits = 0;
  misses = 0;

  constructor(readonly maxEntries: number) {}

  get(key: string): ReadCacheEntry | undefined {
    return this.entries.get(key);
  }

  /** Stores an entry, or refreshes it as the most recently used. */
  set(key: string, entry: ReadCacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface ReadCacheEntry {
  userId: number;
  version: string;
  rows: readonly unknown[];
}

const cacheByDb = new WeakMap<Db, ReadCache>();

/** The cache of one database's reads (one per app, as `preparedFor`'s statements are). */
export function readCacheOf(db: Db, maxEntries: number): ReadCache | null {
  if (maxEntries <= 0) return null;
  let cache = cacheByDb.get(db);
  if (!cache) cacheByDb.set(db, (cache = new ReadCache(maxEntries)));
  return cache;
}

const statementIds = new WeakMap<object, number>();
let nextStatementId = 1;

/** The key of a read: the session (its token's hash), the statement, and its values. */
export function readCacheKey(tokenHash: string, statement: object, values: Record<string, unknown>): string {
  let id = statementIds.get(statement);
  if (id === undefined) statementIds.set(statement, (id = nextStatementId++));
  return `${tokenHash}\u0000${id}\u0000${JSON.stringify(values)}`;
}
