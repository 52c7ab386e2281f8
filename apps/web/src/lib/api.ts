import { LIMITS, MESSAGES } from '@portal/shared';
import { ACTING_FOR_HEADER, actingHeaders, actingStore } from './acting';
import { sessionStore } from './session-store';
import { translateMessage } from './translate-message';
import { askStepUp } from './step-up';
import { dropEarlyReads, takeEarlyRead } from './early-reads';

/**
 * The API client of spec section 7 "Generic rules" and section 8:
 * JSON, the stored authorization-token plus the fixed authorization header, optional 30 s
 * time-out ('Connection Timeout!'), 'Unauthorized!' without a token, 401/403 end the session
 * (the expired modal opens), the first error.messages entry is surfaced, 500 and 429 get the
 * spec's texts, any other failure its status text.
 */
export const FIXED_AUTHORIZATION = 'Client patient-portal-web';

export class ApiError extends Error {
  public readonly fields: Record<string, string>;
  constructor(
    message: string,
    public readonly status: number,
    fields: Record<string, string> = {},
    public readonly code?: string,
  ) {
    // Shown as it is: in the reader's language when it is one of the catalog's messages.
    super(translateMessage(message));
    this.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v)]));
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined | Array<string | number>>;
  /** Apply the 30 s time-out (spec: "An optional 30 s time-out applies"). */
  timeout?: boolean | number;
  /** Calls that need no session (sign-in, public pages). */
  public?: boolean;
  /** Polling: does not count as user activity on the server. */
  background?: boolean;
  signal?: AbortSignal;
  /** Public pages send their link token instead of a session. */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The server's render of a document (app/server-render.tsx) answers the page's reads itself, with
 * the document's own credentials: set there only, never in a browser.
 */
export type ServerTransport = (url: string, opts: ApiOptions) => Promise<Response>;
let serverTransport: ServerTransport | null = null;
export function setServerTransport(transport: ServerTransport | null): void {
  serverTransport = transport;
}

export async function apiRaw(path: string, opts: ApiOptions = {}): Promise<Response> {
  if (serverTransport) {
    const res = await serverTransport(buildUrl(path, opts.query), opts);
    if (res.ok) return res;
    throw await errorFrom(res, true);
  }
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { authorization: FIXED_AUTHORIZATION, ...opts.headers };
  if (!opts.public) {
    const { token } = sessionStore.get();
    if (!token) {
      sessionStore.expire('server');
      throw new ApiError(MESSAGES.unauthorized, 401);
    }
    headers['authorization-token'] = token;
    Object.assign(headers, actingHeaders(path, method));
  }
  if (opts.background) headers['x-background'] = '1';
  let body: BodyInit | undefined;
  if (method !== 'GET' && opts.body !== undefined) {
    if (opts.body instanceof FormData) body = opts.body;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
  }
  const controller = new AbortController();
  const timeoutMs =
    opts.timeout === true ? LIMITS.requestTimeoutMs : typeof opts.timeout === 'number' ? opts.timeout : 0;
  let timedOut = false;
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs)
    : undefined;
  opts.signal?.addEventListener('abort', () => controller.abort());
  let steppedUp = false;
  const url = buildUrl(path, opts.query);
  // A route's first read may have been asked for already, with its code (lib/early-reads.ts).
  // A public read (no session, no link token of a public page) was asked for with no token.
  const asker = opts.public ? (opts.headers ? undefined : '') : headers['authorization-token'];
  if (method === 'GET' && !opts.background && asker !== undefined) {
    const early = takeEarlyRead(url, asker, headers[ACTING_FOR_HEADER] ?? '');
    const res = early && (await early.catch(() => null));
    if (res?.ok) {
      if (timer) clearTimeout(timer);
      return res;
    }
  } else if (method !== 'GET') dropEarlyReads();
  try {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      if (res.ok) return res;
      // A fresh proof wanted (step-up): asked once, then the same call again. The dialog may take
      // longer than the call's time limit, so the limit stops counting.
      if (res.status === 428 && !opts.public && !steppedUp) {
        steppedUp = true;
        if (timer) clearTimeout(timer);
        if (await askStepUp()) continue;
      }
      // A busy server sheds load before any handler runs (503 with Retry-After), so the same call
      // is safe to send again, even a write: twice at most, then the user sees the message.
      const wait = retryAfterMs(res);
      if (wait !== null && attempt < MAX_BUSY_RETRIES) {
        await sleep(wait, controller.signal);
        continue;
      }
      throw await errorFrom(res, Boolean(opts.public), Boolean(headers[ACTING_FOR_HEADER]));
    }
  } catch (err) {
    if (timedOut) throw new ApiError(MESSAGES.connectionTimeout, 0);
    throw err;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

const MAX_BUSY_RETRIES = 2;

/** How long a 503 asks us to wait (Retry-After in seconds, at most 5 s); null when it is no such answer. */
function retryAfterMs(res: Response): number | null {
  const header = res.headers.get('retry-after');
  if (res.status !== 503 || header === null || header.trim() === '') return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 5) * 1000 : null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

async function errorFrom(res: Response, isPublic: boolean, acting = false): Promise<ApiError> {
  let payload: { error?: { messages?: string[]; fields?: Record<string, string>; code?: string } } | null = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  const first = payload?.error?.messages?.[0];
  // Acting for a patient, a refusal is about the grant, not the session: an ended grant returns the
  // caregiver to their own account; an operation outside it is refused with its message.
  if (acting && res.status === 403) {
    if (first === MESSAGES.caregiverAccessEnded) actingStore.set(null);
    return new ApiError(first ?? MESSAGES.caregiverNotAllowed, 403);
  }
  if ((res.status === 401 || res.status === 403) && !isPublic) {
    sessionStore.expire('server');
    return new ApiError(MESSAGES.sessionExpired, res.status);
  }
  if (res.status === 500) return new ApiError(MESSAGES.serverError, 500);
  if (res.status === 429) return new ApiError(first ?? MESSAGES.tooManyRequests, 429);
  return new ApiError(
    first ?? res.statusText ?? MESSAGES.serverError,
    res.status,
    payload?.error?.fields ?? {},
    payload?.error?.code,
  );
}

/** JSON call; answers the parsed body. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const res = await apiRaw(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
