import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentRenderer } from './document-render';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;
/** Vite names every file under assets/ by a hash of its content: a new build gets new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';
interface Variant {
  bytes: Buffer;
  etag: string;
}
interface Asset {
  file: string;
  type: string;
  immutable: boolean;
  compressible: boolean;
  loaded?: Promise<{ identity: Variant } & Partial<Record<Encoding, Variant>>>;
}

/**
 * The Content-Security-Policy source of the boot script the web build inlines into its pages
 * (apps/web/public/shell-boot.js, static-shell.ts: one request fewer before the first paint,
 * its sha256, read once at start-up from the built copy; none without a build.
 */
export function inlineBootScriptSources(distDir = defaultDist): string[] {
  const file = path.join(distDir, 'shell-boot.js');
  if (!existsSync(file)) return [];
  return [`'sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}'`];
}

/** The client's preferred encoding among those we hold (brotli first), honouring `q=0`. */
export function pickEncoding(header: string | undefined, have: Partial<Record<Encoding, unknown>>): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (have.br && ok('br')) return 'br';
  if (have.gzip && ok('gzip')) return 'gzip';
  return null;
}

const etagOf = (b: Buffer, tag: string) => `"${createHash('sha1').update(b).digest('base64url').slice(0, 20)}${tag}"`;

/**
 * Reads a file and its compressed variants once and keeps them in memory (the built app is a few
 * MB). Variants come from the build (`scripts/precompress.mjs`); a build without them is
 * compressed here, in the thread pool, never on the event loop.
 */
async function load(asset: Asset): Promise<{ identity: Variant } & Partial<Record<Encoding, Variant>>> {
  const identity = await readFile(asset.file);
  const fromDisk = async (ext: string) => (existsSync(asset.file + ext) ? readFile(asset.file + ext) : undefined);
  let br = asset.compressible ? await fromDisk('.br') : undefined;
  let gzipped = asset.compressible ? await fromDisk('.gz') : undefined;
  if (asset.compressible && identity.length >= 1024) {
    br ??= await brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    gzipped ??= await gz(identity, { level: 9 });
  }
  const base = etagOf(identity, '');
  const variant = (b: Buffer | undefined, tag: string) =>
    b && b.length < identity.length ? { bytes: b, etag: `${base.slice(0, -1)}${tag}"` } : undefined;
  return { identity: { bytes: identity, etag: base }, br: variant(br, '-br'), gzip: variant(gzipped, '-gz') };
}

async function send(req: FastifyRequest, reply: FastifyReply, asset: Asset) {
  asset.loaded ??= load(asset);
  let v: Awaited<typeof asset.loaded>;
  try {
    v = await asset.loaded;
  } catch (err) {
    asset.loaded = undefined;
    // Gone from disk since the server started (a rebuild under a running server): not found, not
    // a server fault; it is read again if it comes back.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return reply.callNotFound();
    throw err;
  }
  const enc = pickEncoding(req.headers['accept-encoding'], v);
  const chosen = enc ? v[enc]! : v.identity;
  reply
    .header('vary', 'accept-encoding')
    // Hashed assets never change under their name; everything else (each app's index.html, the
    // icons) is revalidated on every use, so a deploy is picked up at the next page load.
    .header('cache-control', asset.immutable ? IMMUTABLE : 'no-cache')
    .header('etag', chosen.etag)
    .header('x-content-type-options', 'nosniff');
  if (!asset.immutable && req.headers['if-none-match'] === chosen.etag) return reply.code(304).send();
  if (enc) reply.header('content-encoding', enc);
  return reply.type(asset.type).send(chosen.bytes);
}

/**
 * A document drawn for one person (platform/document-render.ts): never stored by a cache, and
 * compressed here, quickly (a few milliseconds for a page).
 */
async function sendPersonal(req: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const enc = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
  reply
    .header('vary', 'cookie, accept-encoding')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8');
  if (enc === 'br') {
    reply.header('content-encoding', 'br');
    return reply.send(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (enc === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return reply.send(await gz(body, { level: 6 }));
  }
  return reply.send(body);
}

/**
 * A page's own document beside its app's index.html (p/dashboard.html), served at the page's
 * address only: the same app with only that page prerendered in it. Every other address under
 * the app's base gets its index.html.
 */
const PAGE_DOCUMENT = /^(p|login|staff)\/(?!index\.html$)[\w-]+\.html$/;

function walk(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, r) : [r];
  });
}

/**
 * Serves the built web app: hashed assets cached for a year (immutable), each single-page app's
 * index.html for every path under its base (/p, /login, /staff) revalidated on every load, all in
 * brotli or gzip when the browser takes it. Static files are never rate-limited: a page loads
 * some twenty scripts, and the per-client limit is the API's (README, SECURITY.md).
 */
export async function registerWebStatic(app: FastifyInstance, distDir = defaultDist) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');
    return;
  }
  const config = { rateLimit: false as const };
  const assetOf = (rel: string): Asset => ({
    file: path.join(distDir, rel),
    type: TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream',
    immutable: rel.startsWith('assets/'),
    compressible: COMPRESSIBLE.test(rel),
  });
  const files = walk(distDir).filter(
    (rel) => !/\.(br|gz)$/.test(rel) || !existsSync(path.join(distDir, rel.replace(/\.(br|gz)$/, ''))),
  );
  // The hashed assets (some two hundred) are one route and a table of the built files, exact
  // names only (a route each cost a tenth of a second of the start); the few other files are a
  // route each; the index.html files are answered by their app's base.
  const assets = new Map<string, Asset>();
  for (const rel of files) {
    if (rel.endsWith('index.html') || PAGE_DOCUMENT.test(rel)) continue;
    const asset = assetOf(rel);
    if (rel.startsWith('assets/')) assets.set(rel.slice('assets/'.length), asset);
    else app.get(`/${rel}`, { config }, (req, reply) => send(req, reply, asset));
  }
  app.get('/assets/*', { config }, (req, reply) => {
    const asset = assets.get((req.params as { '*': string })['*']);
    return asset ? send(req, reply, asset) : reply.callNotFound();
  });
  for (const base of ['p', 'login', 'staff']) {
    const html = `${base}/index.html`;
    if (!existsSync(path.join(distDir, html))) continue;
    const asset = assetOf(html);
    // The portal's and the desk's signed-in pages are drawn with their data (document-render.ts).
    const rendered =
      base === 'p'
        ? documentRenderer(app, distDir, 'portal')
        : base === 'staff'
          ? documentRenderer(app, distDir, 'desk')
          : null;
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const page = rendered && (await rendered(req));
      return page === null || page === undefined ? send(req, reply, asset) : sendPersonal(req, reply, page);
    };
    app.get(`/${base}`, { config }, handler);
    app.get(`/${base}/*`, { config }, handler);
  }
  // A first screen's own document (p/dashboard.html: the build's static-shell.ts) at its address.
  for (const rel of files.filter((f) => PAGE_DOCUMENT.test(f))) {
    const asset = assetOf(rel);
    app.get(`/${rel.slice(0, -'.html'.length)}`, { config }, (req, reply) => send(req, reply, asset));
  }
  app.get('/', { config }, (_req, reply) => reply.redirect('/p/dashboard'));
}
