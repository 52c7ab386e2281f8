// Runs on both databases: the fleet runs on PostgreSQL only (two processes, one database), so it is skipped on the embedded run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The fleet of `npm run cluster` (HAProxy, two compiled API processes, its own Redis, S3 storage)
 * through two drills (scripts/cluster/drills.mjs, which `npm run cluster:proof` prints):
 * - Redis stops: patients' calls through the balancer still answer 200, every process's /readyz
 *   says ready but degraded; Redis returns and every process sees it without a restart.
 * - One process gets SIGTERM under load: its /readyz answers 503 (not a refused connection) while
 *   it settles, it exits 0, and no patient's call through the balancer fails.
 * Needs PostgreSQL (DATABASE_URL), haproxy and redis-server (npm test installs them as root).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const has = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
const adminUrl = process.env.DATABASE_URL;
const runs = Boolean(adminUrl) && has('haproxy') && has('redis-server');
if (adminUrl && !runs) console.warn('haproxy or redis-server is not installed: the cluster drills are skipped.');

interface Cluster {
  url: string;
  ports: number[];
  stop(): Promise<void>;
}
type Figures = Record<string, unknown>;
const SETTLE_MS = 8000;
const database = `drills_${process.pid}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!runs)('the fleet through its failure drills', () => {
  let cluster: Cluster;
  let drills: {
    redisOutage(c: Cluster): Promise<Figures>;
    drain(c: Cluster, o: { index: number; settleMs: number }): Promise<Figures>;
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-drills-'));
  beforeAll(async () => {
    // Plain JavaScript scripts, imported by a path the compiler does not follow.
    const scripts = path.join(root, 'scripts/cluster');
    const { startCluster } = (await import(path.join(scripts, 'start-cluster.mjs'))) as {
      startCluster(o: Record<string, unknown>): Promise<Cluster>;
    };
    drills = (await import(path.join(scripts, 'drills.mjs'))) as typeof drills;
    const admin = new URL(adminUrl as string);
    admin.pathname = '/postgres';
    cluster = await startCluster({
      port: await freePort(),
      fresh: true,
      database,
      adminUrl: admin.toString(),
      dir,
      web: false,
      log: () => {},
      env: {
        SEED_DEMO: 'never',
        SEED_DIRECTORY_COUNT: '20',
        DRAIN_SETTLE_MS: String(SETTLE_MS),
        LOG_LEVEL: 'error',
      },
    });
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('keeps answering while Redis is down, reports degraded, and recovers when it returns', async () => {
    const f = await drills.redisOutage(cluster);
    expect(f.healthyBefore).toBe(true);
    expect(f.degradedAfterMs).not.toBeNull();
    expect(f.callsDuringOutage).toEqual({ 200: 40 });
    for (const r of f.readyzDuringOutage as Array<{ http: number; status: string; degraded?: string[] }>) {
      expect(r.http).toBe(200);
      expect(r.status).toBe('ready');
      expect(r.degraded?.[0]).toMatch(/redis unreachable/);
    }
    expect(f.recoveredAfterMs).not.toBeNull();
    expect(f.callsAfter).toEqual({ 200: 8 });
  }, 120_000);

  it('drains a process on SIGTERM: /readyz 503 while it settles, no refused connection, no failed call', async () => {
    const f = await drills.drain(cluster, { index: 0, settleMs: SETTLE_MS });
    expect(f.exit).toEqual({ code: 0, signal: null });
    const after = f.probesAfterSignal as Record<string, number>;
    // Probed every 50 ms for the settle: most of them 503 (a loaded machine answers fewer).
    expect(after['503'] ?? 0).toBeGreaterThan(10);
    expect(f.answered503Ms as number).toBeGreaterThanOrEqual(SETTLE_MS - 1000);
    expect(f.refusedBeforeSettleEnded).toBe(false);
    expect(f.failedCalls).toEqual({});
    expect(f.failedInAll).toBe(0);
    expect(f.callsAfterSignal as number).toBeGreaterThan(0);
  }, 180_000);
});
