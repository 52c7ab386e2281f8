import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, frame and referrer policies...) on every answer. The
 * values depend only on the options, so helmet runs once at start-up against a recording
 * response and each request sets the recorded headers: `@fastify/helmet` rebuilt the middleware,
 * parsing every CSP directive, on each request. Set on the raw response as helmet does, so an
 * answer's own header of the same name still wins.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    done();
  });
}
