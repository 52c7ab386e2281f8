import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app: hashed assets with a long cache, and each single-page app's
 * index.html for every path under its base (/p, /login, /staff), never cached.
 */
export async function registerWebStatic(app: FastifyInstance, distDir = defaultDist) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/assets/*', { config: { access: 'public' } }, (req, reply) => {
    const rest = (req.params as { '*': string })['*'];
    return reply.sendFile(path.posix.join('assets', rest));
  });
  for (const base of ['p', 'login', 'staff']) {
    const html = path.join(base, 'index.html');
    if (!existsSync(path.join(distDir, html))) continue;
    const send = (_req: unknown, reply: { header(k: string, v: string): unknown; sendFile(f: string): unknown }) => {
      reply.header('cache-control', 'no-store');
      return reply.sendFile(html);
    };
    app.get(`/${base}`, send);
    app.get(`/${base}/*`, send);
  }
  app.get('/', (_req, reply) => reply.redirect('/p/dashboard'));
  for (const f of ['favicon.svg', 'robots.txt']) {
    if (existsSync(path.join(distDir, f))) app.get(`/${f}`, (_req, reply) => reply.sendFile(f));
  }
}
