// The embedded database (PGlite) in a worker thread, so that its work (a statement is WebAssembly
// running PostgreSQL) never holds the server's event loop: requests keep being parsed, answered
// from memory and streamed while a statement runs. The main thread talks to it through
// pglite-worker-client.ts; every message is { id, op, ... } and each gets one answer.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const identity = (v) => v;
/** Drizzle asks for some types unparsed (its parsers are identities); they are named by type id. */
const optionsOf = (o) => {
  if (!o) return undefined;
  const { rawTypes, ...rest } = o;
  return rawTypes ? { ...rest, parsers: Object.fromEntries(rawTypes.map((t) => [t, identity])) } : rest;
};

function errorOf(err) {
  const out = { message: String(err?.message ?? err), name: err?.name ?? 'Error', stack: err?.stack };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (v === undefined || typeof v === 'function') continue;
      try {
        structuredClone(v);
        out[k] = v;
      } catch {
        /* not sendable */
      }
    }
  }
  return out;
}

const reply = (id, result) => parentPort.postMessage({ id, ok: true, result });
const fail = (id, err) => parentPort.postMessage({ id, ok: false, error: errorOf(err) });

let db;
try {
  // A template (a data directory dumped by PGlite, already migrated) starts the database from a
  // copy instead of an empty cluster: test suites open a fresh database per file.
  const options = workerData.template ? { loadDataDir: new Blob([readFileSync(workerData.template)]) } : undefined;
  db = await PGlite.create(workerData.dataDir, options);
  parentPort.postMessage({ id: 0, ok: true, result: 'ready' });
} catch (err) {
  parentPort.postMessage({ id: 0, ok: false, error: errorOf(err) });
  process.exit(1);
}

/** Open transactions: the worker side waits here for the next statement or the end. */
const txs = new Map();
const ROLLBACK = Symbol('rollback');

function run(target, m) {
  return m.op === 'exec'
    ? target.exec(m.sql, optionsOf(m.options))
    : target.query(m.sql, m.params, optionsOf(m.options));
}

function begin(m) {
  const ctl = { queue: [], wake: null, end: null };
  txs.set(m.tx, ctl);
  const next = () => (ctl.queue.length ? Promise.resolve(ctl.queue.shift()) : new Promise((r) => (ctl.wake = r)));
  db.transaction(async (tx) => {
    reply(m.id, 'begun');
    for (;;) {
      const s = await next();
      if (s.op === 'commit') {
        ctl.end = s;
        return;
      }
      if (s.op === 'rollback') {
        ctl.end = s;
        throw ROLLBACK;
      }
      try {
        reply(s.id, await run(tx, s));
      } catch (err) {
        fail(s.id, err);
      }
    }
  }).then(
    () => {
      txs.delete(m.tx);
      reply(ctl.end.id, 'committed');
    },
    (err) => {
      txs.delete(m.tx);
      if (err === ROLLBACK) reply(ctl.end.id, 'rolled back');
      else if (ctl.end)
        fail(ctl.end.id, err); // the commit itself failed
      else fail(m.id, err); // could not begin
    },
  );
}

parentPort.on('message', (m) => {
  if (m.tx !== undefined && m.op !== 'begin') {
    const ctl = txs.get(m.tx);
    if (!ctl) return fail(m.id, new Error('transaction is closed'));
    if (ctl.wake) {
      const w = ctl.wake;
      ctl.wake = null;
      w(m);
    } else ctl.queue.push(m);
    return;
  }
  switch (m.op) {
    case 'query':
    case 'exec':
      run(db, m).then(
        (r) => reply(m.id, r),
        (err) => fail(m.id, err),
      );
      return;
    case 'begin':
      begin(m);
      return;
    case 'close':
      db.close().then(
        () => {
          reply(m.id, 'closed');
          parentPort.close();
        },
        (err) => fail(m.id, err),
      );
      return;
    default:
      fail(m.id, new Error(`unknown op ${m.op}`));
  }
});
