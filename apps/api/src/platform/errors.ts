import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, type ErrorBody, type ErrorCode } from '@portal/shared';
import { htmlErrorPage, wantsHtml } from './html-error';

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

/** SQLSTATE class 22 (data exception: a NUL byte, a bad number or date, a value too long) is the client's. */
function isDataException(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** A body the multipart or JSON reader could not read: no boundary, truncated, a bad header. */
function isMalformedBody(err: { code?: string; message?: string }): boolean {
  if (
    typeof err.code === 'string' &&
    /^FST_(INVALID_MULTIPART|MULTIPART|ERR_CTP_INVALID|ERR_CTP_EMPTY|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION)/.test(
      err.code,
    )
  )
    return true;
  return /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Part terminated early|Boundary not found)/.test(
    err.message ?? '',
  );
}

/**
 * Central error handler: validation errors answer 400 with the schema's (spec) message first,
 * AppErrors answer their table status, anything else is logged and answers the spec's 500 text
 * without internals.
 */
/**
 * `sessionFirst`: for a request whose session is not checked yet (a route that checks it in its
 * read, failing before it), check it first: a refused session's error answers instead.
 */
export function registerErrorHandler(app: FastifyInstance, sessionFirst?: (req: FastifyRequest) => Promise<void>) {
  // A browser navigating to a page (not the API) that meets a 429 or a 500 gets the error page.
  const page = (req: FastifyRequest, reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(htmlErrorPage(req, status, app.ctx?.config.CONTACT_EMAIL));
  const handle = (err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, [err.message], err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      const messages: string[] = [];
      for (const v of err.validation) {
        const field =
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') ||
          String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '');
        const message = v.message ?? MESSAGES.badRequest;
        if (field && !fields[field]) fields[field] = message;
        messages.push(message);
      }
      return reply
        .status(400)
        .send(errorBody('BAD_REQUEST', messages.length ? messages : [MESSAGES.badRequest], fields));
    }
    if (isDataException(err) || isMalformedBody(err)) {
      return reply.status(400).send(errorBody('BAD_REQUEST', [MESSAGES.badRequest]));
    }
    const status = err.statusCode ?? 500;
    if (status === 429 && wantsHtml(req)) return page(req, reply, 429);
    if (status === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', [MESSAGES.tooManyRequests]));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', [MESSAGES.payloadTooLarge]));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 415 ? 'UNSUPPORTED_MEDIA' : 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, [status === 404 ? MESSAGES.notFound : MESSAGES.badRequest]));
    }
    // The error's type, codes and frames only (logger.ts): its message may carry the SQL's values.
    req.log.error({ err }, 'unhandled error');
    if (wantsHtml(req)) return page(req, reply, 500);
    return reply.status(500).send(errorBody('INTERNAL', [MESSAGES.serverError]));
  };
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const refusedAlready = err instanceof AppError && (err.code === 'UNAUTHORIZED' || err.code === 'SESSION_EXPIRED');
    // Only an answer about the caller's input (4xx) waits for the session: never a 429, nor a 503
    // of a full database queue, which must answer at once without a statement.
    const status = err instanceof AppError ? err.status : (err.statusCode ?? 500);
    const aboutInput = status >= 400 && status < 500 && status !== 429;
    if (
      !sessionFirst ||
      refusedAlready ||
      !aboutInput ||
      req.auth !== undefined ||
      !req.routeOptions.config?.sessionInRead
    ) {
      return handle(err, req, reply);
    }
    return sessionFirst(req).then(
      () => handle(err, req, reply),
      (refused: AppError) => handle(refused, req, reply),
    );
  });

  app.setNotFoundHandler((req, reply) => {
    if (wantsHtml(req)) return page(req, reply, 404);
    reply.status(404).send(errorBody('NOT_FOUND', [MESSAGES.notFound]));
  });
}

/**
 * Errors Node's HTTP parser meets before there is a request (headers or URL over the limit, a
 * malformed request line): the spec's error body instead of a bare status line.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const code: ErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : ERROR_CODES[code].status;
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const body = JSON.stringify(errorBody(code, [ERROR_CODES[code].message]));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A row the database must have given back (INSERT … RETURNING, a one-row aggregate, a row just
 * locked in the same transaction) is missing: a bug, answered as a 500 that leaks nothing.
 */
export const noRow = (what: string) => new AppError('INTERNAL', `expected a ${what} row, got none`);
