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
  const subresource = headers.filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase()));
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of isSubresource(req.url) ? subresource : headers) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (isJson(reply.getHeader('content-type'))) {
      const res = reply.raw;
      for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      res.setHeader('Content-Security-Policy', JSON_CSP);
    }
    done(null, payload);
  });
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

/**
 * A JSON answer of the API is data, never a document (its type and `nosniff` keep a browser from
 * running or rendering it as one): the page policies (the portal's Content-Security-Policy, COOP,
 * origin-agent-cluster, the legacy X- switches) do nothing on it. It keeps what protects data
 * (HSTS, nosniff, CORP, referrer policy, no-store) and the one policy an API answer still needs,
 * that no page may frame it: OWASP's REST header set, `default-src 'none'; frame-ancestors 'none'`
 * with the frame options. About 0.6 KiB of headers less on every read (three on a cold dashboard).
 */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What a browser reads on a script, a stylesheet, a font or an image: who may embed it (CORP),
 * the referrer its own requests send (a stylesheet's fonts, a module's imports) and `nosniff`.
 * The document policies (CSP, frame options, COOP, origin-agent-cluster...) apply to documents
 * and workers only; on the sixty-odd files a first visit loads they were 0.8 KiB of uncompressed
 * headers each, a sixth of the page's bytes. HSTS is not repeated on them either: a browser takes
 * it from any answer of the host over HTTPS, and every file under /assets/ is asked for by a
 * document (or an API answer) that carried it; it was 60 bytes on each of forty files.
 */
const SUBRESOURCE_HEADERS = new Set(['cross-origin-resource-policy', 'referrer-policy', 'x-content-type-options']);

/** A built file under /assets/ other than a worker script (`.mjs`: pdf.js's worker), which takes its CSP from its own answer. */
export const isSubresource = (url: string) => url.startsWith('/assets/') && !/\.mjs(?:[?#]|$)/.test(url);
