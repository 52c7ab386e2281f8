import type { FastifyServerOptions } from 'fastify';

/**
 * pino options. No patient data in logs: tokens, passwords and every body field that could carry
 * health or identity data are redacted, and URLs are logged without their query string (public
 * links carry tokens there).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers["authorization-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password', '*.new_password', '*.ssn', '*.auth_ssn', '*.date_of_birth', '*.dob',
        '*.first_name', '*.last_name', '*.email', '*.auth_token', '*.session_token', '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: req.url.split('?')[0], id: req.id };
      },
    },
  };
}
