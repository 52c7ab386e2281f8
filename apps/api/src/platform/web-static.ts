import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    // Without a wildcard, one route is registered per built file at start (fast and exact).
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  for (const base of ['p', 'login', 'staff']) {
    const html = path.join(base, 'index.html');
    if (!existsSync(path.join(distDir, html))) continue;
    const send = (_req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      return reply.sendFile(html, { cacheControl: false });
    };
    app.get(`/${base}`, send);
    app.get(`/${base}/*`, send);
  }
  app.get('/', (_req, reply) => reply.redirect('/p/dashboard'));
}
