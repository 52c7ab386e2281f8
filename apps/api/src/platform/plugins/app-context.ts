import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createReadAuditLog } from '../audit';
import type { AppContext } from '../context';
import { createLocalFileStore, type FileStore } from '../file-store';
import { createJobRunner, type JobRunner } from '../jobs';
import { createMailer } from '../mailer';
import { createPaymentGateway } from '../payment-gateway';
import { createS3FileStore } from '../s3-file-store';
import { createSharedState } from '../shared-state';

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

/**
 * The app's context (`app.ctx`): database, mail, files, payment gateway, shared state, jobs and the
 * read audit, with the hooks that close them in order. The jobs come from the modules (app.ts),
 * since the platform never imports a module.
 */
export function decorateContext(
  app: FastifyInstance,
  config: Config,
  database: Database,
  jobs: Parameters<typeof createJobRunner>[1],
): AppContext {
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
  ctx.jobs = createJobRunner(ctx, jobs, app.log);
  // Jobs stop before the shared state and the database close (onClose hooks run in order).
  app.addHook('onClose', async () => ctx.jobs.stop());
  app.addHook('onClose', async () => ctx.shared.close());
  // Shutdown (SIGTERM, tests) writes the reads still buffered before the database closes.
  app.addHook('onClose', async () => ctx.readAudit.flush());
  app.decorate('ctx', ctx);
  return ctx;
}
