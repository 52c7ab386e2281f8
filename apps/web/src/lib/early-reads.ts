import { matchPath } from 'react-router';
import { ACTING_FOR_HEADER, actingHeaders } from './acting';

/**
 * A route's first reads, asked for in parallel with its code instead of after its page mounts.
 * The table (`app/route-reads.ts`) names, for an address, the API reads its first screen makes.
 * Two starters fill one store, keyed by the exact URL the page will ask for:
 * - on a cold visit, the boot script (public/shell-boot.js) as the document is parsed, before the
 *   app's scripts are even requested (the build writes the table into the boot data);
 * - on a move inside the app, `startRouteReads`, alongside the route's chunks (router.tsx).
 * `lib/api.ts` takes an early answer for a plain signed-in GET of the same URL, once.
 *
 * Invariants: an early answer is used at most once, only by the session that asked for it, for
 * the same patient (a caregiver acting for one sends the grant's id, lib/acting.ts: an answer
 * asked for without it is the caregiver's own data, never the patient's), and only while fresh
 * (EARLY_READ_MAX_AGE_MS); any write the app sends drops every early answer not yet used (it may
 * be older than the write). An early answer that failed is not used: the page
 * asks again the ordinary way (with its error handling and retries).
 */
export interface EarlyRead {
  /** The session's token, or '' for a public read (asked for without one). */
  token: string;
  /** The grant's id it was asked with (the x-acting-for header), or '' for the account's own. */
  acting?: string;
  at: number;
  res: Promise<Response>;
}

/** The reads of one route: a path of the routes (React Router syntax) → URL templates. */
export type RouteReads = readonly (readonly [path: string, reads: readonly string[]])[];

/** Long enough for a phone to fetch the route's code; a write drops them sooner (see above). */
export const EARLY_READ_MAX_AGE_MS = 20_000;

declare global {
  interface Window {
    /** Filled by the boot script (public/shell-boot.js). */
    __earlyReads?: Record<string, EarlyRead>;
  }
}

function store(): Record<string, EarlyRead> {
  if (typeof window === 'undefined') return {};
  return (window.__earlyReads ??= {});
}

/**
 * The URLs of a template: `{name}` from the route's parameters or, failing that, the address's
 * query; a template with a value missing gives none.
 */
export function fillRead(
  template: string,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): string | null {
  let missing = false;
  const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name] ?? search.get(name);
    if (!v) missing = true;
    return encodeURIComponent(v ?? '');
  });
  return missing ? null : url;
}

/** The reads the table names for an address under `basename` (e.g. /p/request-detail/X). */
export function readsFor(table: RouteReads, pathname: string, search: string, basename: string): string[] {
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  const q = new URLSearchParams(search);
  for (const [pattern, reads] of table) {
    const m = matchPath({ path: pattern, end: true }, path);
    if (m) return reads.flatMap((t) => fillRead(t, m.params, q) ?? []);
  }
  return [];
}

/**
 * Starts the reads (the app's own headers) unless one for the same URL is already under way. With
 * `token` '' they are public reads, asked for without a session. Acting for a patient, each read
 * carries the grant's id exactly as the page's own call to that URL will (lib/acting.ts).
 */
export function startReads(urls: string[], token: string | null, headers: Record<string, string>) {
  if (token === null || typeof window === 'undefined') return;
  const s = store();
  const now = Date.now();
  for (const url of urls) {
    const acting = token ? (actingHeaders(url, 'GET')[ACTING_FOR_HEADER] ?? '') : '';
    const known = s[url];
    if (known && known.token === token && (known.acting ?? '') === acting && now - known.at < EARLY_READ_MAX_AGE_MS)
      continue;
    const sent: Record<string, string> = token ? { ...headers, 'authorization-token': token } : { ...headers };
    if (acting) sent[ACTING_FOR_HEADER] = acting;
    const res = fetch(url, { headers: sent, credentials: 'include' });
    // Unused, a failure is nobody's: the page asks again.
    res.catch(() => undefined);
    s[url] = { token, acting, at: now, res };
  }
}

/**
 * The early answer for `url`, once, when it was asked for by this session for the same patient
 * (`acting`: the grant's id the page's own call carries, '' for none) and is fresh.
 */
export function takeEarlyRead(url: string, token: string, acting = ''): Promise<Response> | null {
  const s = store();
  const early = s[url];
  if (!early || early.token !== token || (early.acting ?? '') !== acting) return null;
  delete s[url];
  return Date.now() - early.at > EARLY_READ_MAX_AGE_MS ? null : early.res;
}

/** A write was sent: no early answer may stand for what the server holds from now on. */
export function dropEarlyReads() {
  const s = store();
  for (const url of Object.keys(s)) delete s[url];
}
