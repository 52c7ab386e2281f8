import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, type ErrorBody, type ErrorCode } from '@portal/shared';

/** The one error type services throw. The handler below turns it into the spec's error body. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message?: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERROR_CODES[code].message);
  }
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fields);

export function errorBody(code: ErrorCode, messages: string[], fields?: Record<string, string>): ErrorBody {
  return { error: { code, messages, ...(fields ? { fields } : {}) } };
}

/**
 * Central error handler: validation errors answer 400 with the schema's (spec) message first,
 * AppErrors answer their table status, anything else is logged and answers the spec's 500 text
 * without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, [err.message], err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      const messages: string[] = [];
      for (const v of err.validation) {
        const field = String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '');
        const message = v.message ?? MESSAGES.badRequest;
        if (field && !fields[field]) fields[field] = message;
        messages.push(message);
      }
      return reply.status(400).send(errorBody('BAD_REQUEST', messages.length ? messages : [MESSAGES.badRequest], fields));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', [MESSAGES.tooManyRequests]));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', [MESSAGES.payloadTooLarge]));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 415 ? 'UNSUPPORTED_MEDIA' : 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, [status === 404 ? MESSAGES.notFound : MESSAGES.badRequest]));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', [MESSAGES.serverError]));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', [MESSAGES.notFound]));
  });
}
