// Helpers of `npm run bench:requests`: load from another process, CPU of this process and of the
// local PostgreSQL server processes, a bare Fastify + pg baseline.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { ensureBenchTools } from '../bench-tools.mjs';

export interface LoadResult {
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
}

const loader = fileURLToPath(new URL('./load-process.mjs', import.meta.url));
// The load generator (autocannon) is one of the benchmarks' own packages (bench/).
ensureBenchTools();

/** autocannon in a child process: its CPU is not counted as the server's. */
export function runLoad(opts: {
  url: string;
  paths: string[];
  headers?: Record<string, string>;
  connections?: number;
  duration?: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [loader, JSON.stringify(opts)], { maxBuffer: 1 << 20 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(JSON.parse(stdout.trim().split('\n').at(-1)!));
    });
  });
}

const TICK_MS = 1000 / 100; // USER_HZ on Linux

/**
 * CPU (ms) used so far by the PostgreSQL backends serving `database` (their process title names
 * it), or by every process named postgres when no database is given; 0 where /proc is missing.
 * Counting only the bench database's backends keeps other users of a shared server out of it.
 */
export function postgresCpuMs(database?: string): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      if (database && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      const f = stat.slice(close + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * TICK_MS;
}

export interface Measured extends LoadResult {
  nodeMs: number;
  dbMs: number;
}

/**
 * Runs the load and divides this process's CPU (and PostgreSQL's, when asked: `true` for every
 * postgres process, a database name for the backends serving it) by the answers.
 */
export async function measure(opts: Parameters<typeof runLoad>[0], withPostgres: boolean | string): Promise<Measured> {
  await runLoad({ ...opts, duration: 1 }); // warm: plans, caches, JIT
  const only = typeof withPostgres === 'string' ? withPostgres : undefined;
  const pg0 = withPostgres ? postgresCpuMs(only) : 0;
  const c0 = process.cpuUsage();
  const r = await runLoad(opts);
  const c = process.cpuUsage(c0);
  const pgMs = withPostgres ? postgresCpuMs(only) - pg0 : 0;
  const n = Math.max(1, r.total);
  return { ...r, nodeMs: (c.user + c.system) / 1000 / n, dbMs: pgMs / n };
}

/** The floor: a bare Fastify answering one row by primary key from PostgreSQL. */
export async function startBaseline(databaseUrl: string, userId: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/k/:id', async (req) => {
    const { rows } = await pool.query({
      name: 'by_key',
      text: 'select id, email, name, last_name from users where id = $1',
      values: [Number(req.params.id)],
    });
    return rows[0] ?? null;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    path: `/k/${userId}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
