import type { AppContext } from '../../platform/context';
import type { SearchFilter, SearchPage } from './search-repository';

/** Pages kept per process: about 10 kB each, so at most some 20 MB. */
const MAX_ENTRIES = 2000;

/**
 * Pages of directory search results, reused for a short time. The directory is the same for
 * every user and changes only when staff approve a provider, while everyone types the same
 * prefixes; a page is kept without anything personal (is_favorite is overlaid on each answer,
 * favorites-only searches are never kept). A change to the directory clears every process's
 * pages (`directoryChanged`: Redis pub/sub when configured); the TTL bounds anything missed.
 */
export class SearchCache {
  private readonly pages = new Map<string, { page: SearchPage; until: number }>();

  /** `bypass`: while true, nothing is kept or served (the bus that clears pages is down). */
  constructor(
    private readonly ttlMs: number,
    private readonly bypass: () => boolean = () => false,
  ) {}

  /** Every field of the filter but the user (the service builds filters in one fixed order). */
  static keyOf(f: SearchFilter): string | null {
    return f.favoritesOnly ? null : JSON.stringify({ ...f, userId: undefined });
  }

  get(key: string): SearchPage | undefined {
    if (this.bypass()) return undefined;
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    this.pages.delete(key);
    if (hit.until < Date.now()) return undefined;
    this.pages.set(key, hit); // most recently used last
    return hit.page;
  }

  set(key: string, page: SearchPage) {
    if (this.ttlMs <= 0 || this.bypass()) return;
    this.pages.delete(key);
    this.pages.set(key, {
      page: { total: page.total, rows: page.rows.map((r) => ({ ...r, is_favorite: false })) },
      until: Date.now() + this.ttlMs,
    });
    if (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
  }

  clear() {
    this.pages.clear();
  }
}

const DIRECTORY_CHANGED = 'directory-changed';

/** One cache per app (tests build many apps, each on its own database), cleared by every process's changes. */
const caches = new WeakMap<AppContext, SearchCache>();
export function searchCacheOf(ctx: AppContext): SearchCache {
  let cache = caches.get(ctx);
  if (!cache) {
    // While Redis is away another process's change would not reach this one: no page is kept.
    const created = new SearchCache(ctx.config.SEARCH_CACHE_TTL_MS, () => ctx.shared.degraded() !== null);
    // A change, or Redis back after an outage (RESYNC): changes may have been missed.
    ctx.shared.subscribe(DIRECTORY_CHANGED, () => created.clear());
    caches.set(ctx, (cache = created));
  }
  return cache;
}

/** The directory changed (after the commit): every process of the deployment drops its pages. */
export async function directoryChanged(ctx: AppContext) {
  searchCacheOf(ctx); // subscribed before publishing, so this process clears too
  await ctx.shared.publish(DIRECTORY_CHANGED, String(Date.now()));
}
