import { Worker } from 'node:worker_threads';

/** What Drizzle (and our queue counter) use of a PGlite client: queries, exec, transactions, close. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Array<Result<unknown>>>;
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
type PgliteTx = Pick<PgliteLike, 'query' | 'exec'>;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}
interface Result<T> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}
interface Answer {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/**
 * Options cross to the worker as data: Drizzle's type parsers are identities (it parses dates
 * itself), so they travel as the list of type ids to leave unparsed.
 */
function sendable(options?: QueryOptions) {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  return parsers ? { ...rest, rawTypes: Object.keys(parsers).map(Number) } : rest;
}

/** The database error as PGlite threw it in the worker: same message, code, constraint, detail... */
function errorFrom(e: Answer['error']): Error {
  const err = new Error(e!.message);
  Object.assign(err, e);
  return err;
}

/**
 * PGlite in a worker thread (pglite-worker.mjs), behind the part of PGlite's client interface the
 * server uses. A transaction keeps PGlite's lock in the worker until this side commits or rolls
 * back, so statements of other requests wait exactly as they did on the main thread.
 */
export async function openPgliteWorker(dataDir: string, template?: string): Promise<PgliteLike> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, template } });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let seq = 0;
  let txSeq = 0;
  let exited = false;
  // The worker keeps the process alive only while it has work (a script's last query still ends).
  worker.unref();
  const settle = (a: Answer) => {
    const p = pending.get(a.id);
    if (!p) return;
    pending.delete(a.id);
    if (!pending.size) worker.unref();
    if (a.ok) p.resolve(a.result);
    else p.reject(errorFrom(a.error));
  };
  worker.on('message', settle);
  const failAll = (err: Error) => {
    exited = true;
    for (const [id, p] of pending) {
      pending.delete(id);
      p.reject(err);
    }
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database worker stopped (exit code ${code})`)));

  const call = <T>(msg: Record<string, unknown>, id = ++seq): Promise<T> => {
    if (exited) return Promise.reject(new Error('the database is closed'));
    return new Promise<T>((resolve, reject) => {
      if (!pending.size) worker.ref();
      pending.set(id, { resolve: resolve, reject });
      worker.postMessage({ ...msg, id });
    });
  };

  // The worker's first message (id 0) says PGlite opened the data directory, or why it could not.
  await new Promise((resolve, reject) => {
    worker.ref();
    pending.set(0, { resolve, reject });
  });

  const client = (tx?: number): PgliteTx => ({
    query: (sql, params, options) => call({ op: 'query', tx, sql, params, options: sendable(options) }),
    exec: (sql, options) => call({ op: 'exec', tx, sql, options: sendable(options) }),
  });
  return {
    ...client(),
    async transaction(fn) {
      const tx = ++txSeq;
      await call({ op: 'begin', tx });
      let result;
      try {
        result = await fn(client(tx));
      } catch (err) {
        await call({ op: 'rollback', tx }).catch(() => {});
        throw err;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async close() {
      if (exited) return;
      await call({ op: 'close' });
      if (exited) return;
      // Held until the worker has gone (its last answer left nothing pending, so it was unref'd).
      worker.ref();
      await new Promise((r) => worker.once('exit', r));
    },
  };
}
