import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, trustProxySetting, type Config, type Env } from './config';
import { startDatabase, type Database } from './db/client';
import { OPERATIONS, moduleJobs, registerModules } from './modules';
import { AccessLogController, lazyChildLogger, loggerOptions } from './platform/logger';
import { createResponseSerializerCompiler } from './platform/response-serializer';
import {
  clientErrorHandler,
  decorateContext,
  inlineBootScriptSources,
  multipartPlugin,
  openApiPlugin,
  rateLimitPlugin,
  registerAuthHook,
  registerDbQueueGuard,
  registerErrorHandler,
  registerHealth,
  registerInputGuards,
  requireAccessDeclarations,
  securityHeadersPlugin,
  sessionBeforeError,
  webStaticPlugin,
} from './platform/plugins';

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
  // The routes are registered while the database opens (PGlite's start is about a second of its
  // worker); it is awaited before the app is handed back to listen.
  const starting = opts.database
    ? null
    : await startDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
  const database = opts.database ?? starting!;

  // Answers through serializers compiled from the zod schemas; tests also check each with zod.
  const serializerCompiler = createResponseSerializerCompiler({ check: config.NODE_ENV === 'test' });
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, opts.prettyLogs ?? false),
    // Forwarding headers only from configured proxies (TRUST_PROXY), never from any client.
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    childLoggerFactory: lazyChildLogger,
    logController: new AccessLogController(),
    // Headers too large, a bad request line: answered in the spec's error format, not Node's bare text.
    clientErrorHandler,
    // Every route's schemas are zod (the compilers set below). Without this, Fastify loads its
    // JSON-schema compilers (ajv, fast-json-stringify) at start only to leave them unused; ours
    // loads fast-json-stringify at a route's first answer (platform/response-serializer.ts).
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

  const ctx = decorateContext(app, config, database, { scheduled: moduleJobs(config), queued: [] });

  registerErrorHandler(app, sessionBeforeError);
  securityHeadersPlugin(app, opts.serveWeb ? inlineBootScriptSources(config.WEB_DIST) : []);
  await rateLimitPlugin(app, config, ctx.shared);
  await multipartPlugin(app);
  await openApiPlugin(app, OPERATIONS);

  registerDbQueueGuard(app, database, config.DB_QUEUE_MAX);
  registerAuthHook(app);
  registerInputGuards(app);
  registerHealth(app, database);
  await registerModules(app);
  if (opts.serveWeb) await webStaticPlugin(app, config.WEB_DIST);
  await starting?.ready;

  return { app, database, config };
}
