import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

/**
 * pino options. No patient data in logs, by construction rather than by a list of field names:
 * a log line keeps only the keys named in SAFE_KEYS (counts, ids, the request's method and path
 * without its query string); every other key a caller passes is written as '[redacted]'. Errors
 * are logged by type, codes and stack frames only: never their message, which for a database error
 * carries the SQL's parameters (names, dates of birth, ticket text), nor a driver's `detail`.
 */
const SAFE_KEYS = new Set([
  'req',
  'res',
  'responseTime',
  'err',
  'reqId',
  'mailId',
  'ticketId',
  'archived',
  'renewed',
  'distDir',
  'count',
  'ms',
  'port',
  'status',
]);

interface SafeError {
  type: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  stack?: string;
  cause?: SafeError;
}

/** An error without any text that could carry a value: names, codes and code locations only. */
export function safeError(err: unknown, depth = 0): SafeError | undefined {
  if (!err || typeof err !== 'object' || depth > 3) return undefined;
  const e = err as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 100 && /^[\w.:-]+$/.test(v) ? v : undefined);
  const pgState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e ? e.code : undefined;
  return {
    type: (e.constructor as { name?: string } | undefined)?.name ?? 'Error',
    code: pgState ? undefined : str(e.code),
    sqlState: pgState,
    constraint: str(e.constraint),
    table: str(e.table),
    column: str(e.column),
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    // Frames only: the first line of a stack is the message.
    stack:
      typeof e.stack === 'string'
        ? e.stack
            .split('\n')
            .filter((l) => /^\s+at /.test(l))
            .slice(0, 12)
            .join('\n')
        : undefined,
    cause: safeError(e.cause, depth + 1),
  };
}

/** Keeps SAFE_KEYS, replaces everything else: what a new log call adds is redacted until named here. */
export function redactLogObject(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    // `err` is left to the err serializer below (pino applies it after this formatter).
    if (k === 'err') out.err = v;
    else if (v instanceof Error) out[k] = safeError(v);
    else if (SAFE_KEYS.has(k) && (k === 'req' || k === 'res' || typeof v !== 'object' || v === null)) out[k] = v;
    else out[k] = '[redacted]';
  }
  return out;
}

export function loggerOptions(level: string, pretty = false): FastifyServerOptions['logger'] {
  return {
    level,
    // A person at a terminal reads lines; a log collector reads JSON.
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
    formatters: { log: redactLogObject },
    serializers: {
      req(req) {
        return { method: req.method, url: String(req.url).split('?')[0], id: req.id };
      },
      res(res) {
        return { statusCode: res.statusCode };
      },
      err: safeError as never,
    },
  };
}

type LogFn = (...args: unknown[]) => void;

/**
 * A request's logger (Fastify's `childLoggerFactory`): pino's child, with the request's id bound,
 * is made when the request first writes a line at an enabled level, not for every request. At
 * `warn` most requests write nothing, and making the child (its bindings serialized, its level
 * set) was about 15 µs of every call. A class, so that a request makes one small object and no
 * functions (under tsx each function made is also named: a few µs more).
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}
  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.opts));
  }
  write(level: (typeof LEVELS)[number], args: unknown[]) {
    if (this.#child || (this.parent as unknown as Logger).isLevelEnabled(level))
      // pino's LogFn is overloaded (a message, or an object then a message): the arguments are
      // passed on as the caller gave them. The lint rule sees the overloads as the same type.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      (this.real()[level] as LogFn)(...args);
  }
  get level() {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions) {
    return this.real().child(bindings, opts);
  }
  silent() {}
}
// The six levels, each written through `write` (set once on the prototype, not per request).
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      this.write(level, args);
    },
  });
}

export const lazyChildLogger = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger => new LazyChildLogger(parent, bindings, opts) as unknown as FastifyBaseLogger;

/**
 * One access line per request at `info` (Fastify writes two: "incoming request" when it arrives
 * and "request completed" when answered, each a JSON line through pino). The line written when
 * the answer is sent holds what an operator needs of both: the method and path (no query
 * string), the request's id, the status and the response time. A request that fails is logged
 * as before ("request errored" at `error`, and the error handler's own lines), so no error is lost;
 * the arrival line is still written at `debug`.
 */
export class AccessLogController extends LogController {
  /** A request's arrival, at `debug` (a request that never completes can still be traced there). */
  override incomingRequest(...[request]: Parameters<LogController['incomingRequest']>) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    const [error, request, reply] = args;
    if (error || this.isLogDisabled(request)) return super.requestCompleted(...args);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
