import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '@portal/shared';

/**
 * Configuration is read once, from the environment, validated by zod at start-up.
 * Secrets that are missing get generated development defaults, saved under DATA_DIR so that a
 * restart keeps sessions and encrypted files readable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32).optional(),
  FILE_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .optional(),
  SESSION_IDLE_MS: z.coerce.number().int().positive().default(LIMITS.inactivityTimeoutMs),
  SESSION_WARNING_MS: z.coerce.number().int().positive().default(LIMITS.warningCountdownMs),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Answers of the hottest reads kept in memory per process, checked against the data's version (platform/read-cache.ts); 0: none. */
  READ_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** First wait after SLOW_AFTER failed sign-ins from one source for one e-mail; doubles per failure. */
  SIGN_IN_SLOWDOWN_MS: z.coerce.number().int().min(0).default(250),
  /** How old the last proof (sign-in or step-up) may be for a sensitive action: 5 minutes. */
  STEP_UP_MAX_AGE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  /**
   * How long a recovery by mail (every factor lost) waits before it may remove the factors: a day,
   * in which the account's mail says so and offers a one-click cancel.
   */
  MFA_RECOVERY_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Patient Portal <no-reply@portal.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  SUBSCRIPTION_PRICE_CENTS: z.coerce.number().int().positive().default(499),
  /**
   * How far (cents) a desk price may pass what the patient authorized before it waits for the
   * patient's approval in the portal. 0: any raise needs approval.
   */
  PRICE_RAISE_TOLERANCE_CENTS: z.coerce.number().int().min(0).max(100_000).default(0),
  /** The help desk's address on /support, the error page and SECURITY.md (README: Configuration). */
  CONTACT_EMAIL: z.string().email().default('support@patientportal.example.com'),
  /** Help-desk tickets are also POSTed here (an issue tracker's webhook) when set. */
  HELP_DESK_WEBHOOK_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** How long a page of directory search results is reused in a process (0: never). */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  SEED_DIRECTORY_COUNT: z.coerce.number().int().min(0).default(20000),
  WEB_DIST: z.string().optional(),
  /** Where uploaded and generated files live: the local disk (default) or S3-compatible storage. */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().default(''),
  /** When the daily jobs run (cron, UTC): the archive move and the Store & Share renewals. */
  JOBS_ARCHIVE_CRON: z.string().default('15 3 * * *'),
  JOBS_RENEWALS_CRON: z.string().default('30 3 * * *'),
  /** Reads of patient data are audited in batches written this often (the most a crash can lose). */
  AUDIT_FLUSH_MS: z.coerce.number().int().min(1).max(10_000).default(200),
  /**
   * API calls answer 503 with Retry-After while the database call that has waited longest has
   * waited more than this (platform/db-queue.ts): shedding by waiting time, not by queue length.
   */
  DB_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(1500),
  /** A ceiling on the number of waiting database calls (memory), above which calls answer 503 too. */
  DB_QUEUE_MAX: z.coerce.number().int().min(1).default(5000),
  /**
   * A request whose body stops arriving for this long is answered 408 and its connection closed;
   * an idle connection with no request in flight is closed (a client that holds a socket open
   * sends nothing for ever otherwise).
   */
  REQUEST_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The most a whole request (headers and body) may take to arrive: past it, 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  /**
   * After SIGTERM the process answers /readyz 503 and keeps serving for this long before it stops
   * accepting connections, so the balancer sees "not ready" and moves traffic first: longer than
   * the balancer's check interval times the failed checks it needs (the cluster's HAProxy: 3 x 2 s).
   */
  DRAIN_SETTLE_MS: z.coerce.number().int().min(0).default(8_000),
  /** Then, how long requests in flight may take to finish before the process exits anyway. */
  DRAIN_GRACE_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Stamping a shared record (modules/shares/watermark.ts) runs in a worker pool of this many
   * threads, refuses files of more pages, is ended past the time or heap given, and keeps stamped
   * copies per share up to the cache size (per process).
   */
  SHARE_STAMP_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  SHARE_STAMP_MAX_PAGES: z.coerce.number().int().min(1).default(1000),
  SHARE_STAMP_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  SHARE_STAMP_MEMORY_MB: z.coerce.number().int().min(32).default(256),
  SHARE_STAMP_CACHE_MB: z.coerce.number().int().min(0).default(64),
  /** Redis for state the processes of a deployment share (rate limits, cache invalidation). */
  REDIS_URL: z.string().url().optional(),
  /**
   * Which peers may set X-Forwarded-For / -Proto / -Host: off by default (the socket's address is
   * the client). A comma list of proxy addresses or CIDR ranges (or `loopback`, `uniquelocal`),
   * or a hop count. `true` (trust anyone's claim) is refused: it hands every client a fresh
   * rate-limit bucket and a forged IP in the audit log.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) => v.toLowerCase() !== 'true',
      "true would trust every client; list the proxies' addresses or a hop count",
    )
    .refine(
      (v) =>
        v === 'false' ||
        /^\d{1,2}$/.test(v) ||
        v.split(',').every((p) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(p.trim())),
      'false, a hop count, or a comma list of addresses / CIDR ranges',
    ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET' | 'FILE_ENCRYPTION_KEY'> {
  SESSION_SECRET: string;
  FILE_ENCRYPTION_KEY: string;
  dataDir: string;
}

/** The TRUST_PROXY setting in the shape Fastify's `trustProxy` takes. */
export function trustProxySetting(value: string): false | string | ((addr: string, hop: number) => boolean) {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_addr, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((p) => p.trim())
    .join(',');
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Env> = {},
): Config {
  const parsed = envSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.FILE_STORE === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration:\n  - S3_BUCKET: required when FILE_STORE=s3');
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadDevSecrets(dataDir, e);
  return { ...e, ...secrets, dataDir };
}

function loadDevSecrets(dataDir: string, e: Env) {
  if (e.SESSION_SECRET && e.FILE_ENCRYPTION_KEY) {
    return { SESSION_SECRET: e.SESSION_SECRET, FILE_ENCRYPTION_KEY: e.FILE_ENCRYPTION_KEY };
  }
  if (e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  - SESSION_SECRET and FILE_ENCRYPTION_KEY are required in production');
  }
  const file = path.join(dataDir, 'dev-secrets.json');
  let saved: { SESSION_SECRET?: string; FILE_ENCRYPTION_KEY?: string } = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    SESSION_SECRET: e.SESSION_SECRET ?? saved.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: e.FILE_ENCRYPTION_KEY ?? saved.FILE_ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
