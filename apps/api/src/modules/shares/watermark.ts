import type { Piscina as PiscinaPool } from 'piscina';
import { requireWhenNeeded } from '../../platform/lazy-require';

/**
 * Stamping a shared record runs in a worker pool (watermark-worker.mjs), never on the event loop,
 * and is bounded: at most `maxPages` pages, `timeoutMs` of work (the worker is ended past it) and
 * `memoryMb` of heap per worker. A stamped file is kept (per process, up to `cacheMb`) for its
 * share, so a recipient who opens it again, or downloads it, costs nothing more; concurrent opens
 * of the same file wait for one stamping.
 */
export interface StampLimits {
  maxPages: number;
  timeoutMs: number;
  memoryMb: number;
  cacheMb: number;
  threads: number;
}

let pool: PiscinaPool | null = null;
function poolFor(limits: StampLimits): PiscinaPool {
  if (!pool) {
    const { Piscina } = requireWhenNeeded<typeof import('piscina')>('piscina');
    pool = new Piscina({
      filename: new URL('./watermark-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: 30_000,
      // Beyond this many waiting stampings a recipient gets "cannot be shown" at once.
      maxQueue: 32,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
  }
  return pool;
}

/** Ends the pool's workers (the app closing). */
export async function closeWatermarkPool() {
  const p = pool;
  pool = null;
  await p?.destroy();
}

/** How many files the pool stamped (tests: a second view is served from the cache). */
export const stampStats = { stamped: 0 };

const cache = new Map<string, Promise<Uint8Array>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

function remember(key: string, bytes: Uint8Array, limits: StampLimits) {
  sizes.set(key, bytes.byteLength);
  cachedBytes += bytes.byteLength;
  // The oldest go first past the budget.
  for (const [k, n] of sizes) {
    if (cachedBytes <= limits.cacheMb * 1024 * 1024) break;
    sizes.delete(k);
    cache.delete(k);
    cachedBytes -= n;
  }
}

/**
 * The stamped copy of a shared file: from the cache when this share's file was stamped already,
 * else stamped in the pool. `key` names the share and the file (a share's line never changes).
 * Throws when the file cannot be stamped within the limits (the caller shows nothing unstamped).
 */
export function stampedCopy(
  key: string,
  load: () => Promise<Uint8Array>,
  line: string,
  limits: StampLimits,
): Promise<Uint8Array> {
  const hit = cache.get(key);
  if (hit) return hit;
  const work = (async () => {
    const bytes = await load();
    const out = (await poolFor(limits).run(
      { bytes, line, maxPages: limits.maxPages },
      { signal: AbortSignal.timeout(limits.timeoutMs) },
    )) as Uint8Array;
    stampStats.stamped++;
    return out;
  })();
  cache.set(key, work);
  work.then(
    (bytes) => (cache.get(key) === work ? remember(key, bytes, limits) : undefined),
    () => cache.delete(key), // a failure is not kept: the next open tries again
  );
  return work;
}
