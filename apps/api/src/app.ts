import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS, MESSAGES } from '@portal/shared';
import { loadConfig, trustProxySetting, type Config, type Env } from './config';
import { openDatabase, type Database } from './db/client';
import { OPERATIONS, moduleJobs, registerModules } from './modules';
import type { AppContext } from './platform/context';
import { createReadAuditLog } from './platform/audit';
import { registerDbQueueGuard } from './platform/db-queue';
import { clientErrorHandler, registerErrorHandler } from './platform/errors';
import { createLocalFileStore, type FileStore } from './platform/file-store';
import { createS3FileStore } from './platform/s3-file-store';
import { loggerOptions } from './platform/logger';
import { registerOpenApi } from './platform/openapi';
import { createJobRunner, type JobRunner } from './platform/jobs';
import { createMailer } from './platform/mailer';
import { createPaymentGateway } from './platform/payment-gateway';
import { registerHealth } from './platform/health';
import { registerSecurityHeaders } from './platform/security-headers';
import { createSharedState } from './platform/shared-state';
import { registerInputGuards } from './platform/input-guards';
import { publicRoutes, registerAuthHook, requireAccessDeclarations } from './platform/sessions';
import { registerWebStatic } from './platform/web-static';

/** The disk store under DATA_DIR, or S3-compatible storage (FILE_STORE=s3); both encrypt each file. */
function createFileStore(config: Config): FileStore {
  if (config.FILE_STORE === 's3') {
    return createS3FileStore(
      {
        bucket: config.S3_BUCKET!,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE
          ? config.S3_FORCE_PATH_STYLE === 'true'
          : Boolean(config.S3_ENDPOINT),
        prefix: config.S3_PREFIX,
      },
      config.FILE_ENCRYPTION_KEY,
    );
  }
  return createLocalFileStore(path.join(config.dataDir, 'files'), config.FILE_ENCRYPTION_KEY);
}

export interface BuildOptions {
  /** Overrides of the environment (tests pass DATA_DIR, DATABASE_URL, timeouts...). */
  env?: Partial<Env>;
  config?: Config;
  /** Use this database instead of opening one (tests share one per file). */
  database?: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Human-readable log lines (server.ts: when stdout is a terminal). */
  prettyLogs?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Builds the whole server: used by server.ts and by the tests (through app.inject). */
export async function buildApp(opts: BuildOptions = {}): Promise<BuiltApp> {
  const config = opts.config ?? loadConfig(process.env, opts.env);
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') }));

  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, opts.prettyLogs ?? false),
    // Forwarding headers only from configured proxies (TRUST_PROXY), never from any client.
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // Headers too large, a bad request line: answered in the spec's error format, not Node's bare text.
    clientErrorHandler,
    // Every route's schemas are zod (the compilers set below). Without this, Fastify loads its
    // JSON-schema compilers (ajv, fast-json-stringify) at start only to leave them unused.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireAccessDeclarations(app);

  let listenUrl = `http://localhost:${config.PORT}`;
  app.addHook('onListen', async () => {
    const addr = app.server.address();
    if (addr && typeof addr === 'object') listenUrl = `http://localhost:${addr.port}`;
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    // Mail is queued on the job runner once it runs (server.ts starts it; tests build none).
    mailer: createMailer(database.db, config.SMTP_URL, config.MAIL_FROM, app.log, async (id) => {
      if (!ctx.jobs.running) return false;
      await ctx.jobs.send('mail-send', { id });
      return true;
    }),
    files: createFileStore(config),
    gateway: createPaymentGateway(config, database.db),
    log: app.log,
    publicUrl: () => config.PUBLIC_URL ?? listenUrl,
    shared: createSharedState(config.REDIS_URL, app.log),
    jobs: undefined as unknown as JobRunner, // set below: the runner needs the context
    readAudit: createReadAuditLog(database.db, app.log, { flushMs: config.AUDIT_FLUSH_MS, maxRows: 500 }),
  };
  ctx.jobs = createJobRunner(ctx, { scheduled: moduleJobs(config), queued: [] }, app.log);
  // Jobs stop before the shared state and the database close (onClose hooks run in order).
  app.addHook('onClose', async () => ctx.jobs.stop());
  app.addHook('onClose', async () => ctx.shared.close());
  // Shutdown (SIGTERM, tests) writes the reads still buffered before the database closes.
  app.addHook('onClose', async () => ctx.readAudit.flush());
  app.decorate('ctx', ctx);

  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        // blob: the e-authorization's PDF preview, fetched with the session header and shown in a frame.
        frameSrc: ["'self'", 'blob:', 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The signature pad and PDFs open in new tabs; cross-origin isolation would block Stripe.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Nothing in a process may hold state another needs: with REDIS_URL the counters live in Redis
    // and every process counts against the same budget. The default in-memory store is right for
    // the single-process embedded set-up.
    ...(ctx.shared.redis ? { redis: ctx.shared.redis, nameSpace: 'portal-rl:' } : {}),
    // The built app's hashed files (/assets/…, cached for a year) are not counted: a 429 on a
    // script leaves a blank page (issue 21). Pages and the API are counted as before.
    allowList: (req) => req.method === 'GET' && req.url.startsWith('/assets/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: { code: 'TOO_MANY_REQUESTS', messages: [MESSAGES.tooManyRequests] },
      retryAfter: ctx.after,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.govtIdBytes, files: 4, fields: 100, fieldSize: 1024 * 1024, parts: 120 },
  });
  await registerOpenApi(app, OPERATIONS);
  await publicRoutes(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  registerDbQueueGuard(app, database, config.DB_QUEUE_MAX);
  registerAuthHook(app);
  registerInputGuards(app);
  registerHealth(app, database);
  await registerModules(app);
  if (opts.serveWeb) await publicRoutes(app, (scope) => registerWebStatic(scope, config.WEB_DIST));

  return { app, database, config };
}
