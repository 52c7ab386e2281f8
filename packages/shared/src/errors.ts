import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * One error model (ARCHITECTURE: "an error-code table maps to HTTP status and to the spec's messages").
 * The server throws AppError(code); the error handler answers {error:{messages:[...]}} with this status.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: MESSAGES.badRequest },
  UNAUTHORIZED: { status: 401, message: MESSAGES.unauthorized },
  SESSION_EXPIRED: { status: 401, message: MESSAGES.sessionExpired },
  FORBIDDEN: { status: 403, message: MESSAGES.forbidden },
  /** Store & Share is needed (never 403, which signs the web client out). */
  PAYMENT_REQUIRED: { status: 402, message: MESSAGES.badRequest },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  /** A sensitive action wants a fresh proof (step-up); never 401/403, which sign the web client out. */
  STEP_UP_REQUIRED: { status: 428, message: 'Please confirm it is you to continue.' },
  CONFLICT: { status: 409, message: MESSAGES.badRequest },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.payloadTooLarge },
  UNSUPPORTED_MEDIA: { status: 415, message: MESSAGES.badRequest },
  UNPROCESSABLE: { status: 422, message: MESSAGES.badRequest },
  HEADERS_TOO_LARGE: { status: 431, message: MESSAGES.badRequest },
  TOO_MANY_REQUESTS: { status: 429, message: MESSAGES.tooManyRequests },
  INTERNAL: { status: 500, message: MESSAGES.serverError },
  /** The database's queue is too long: the client should retry after `Retry-After` seconds. */
  SERVICE_UNAVAILABLE: { status: 503, message: MESSAGES.tooManyRequests },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The wire shape of every error answer (spec section 8: "Body with error.messages"); the API document's `ErrorBody`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    messages: z.array(z.string()),
    /** The first message per field (a form shows it beside the field). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
