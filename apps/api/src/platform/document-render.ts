import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderDocument } from '@portal/shared/document-render';
import { documentSessionOf, type DocumentApp } from './document-session';

/** The web build's server module (apps/web/src/app/server-render.tsx): the portal's and the desk's render. */
interface ServerRender {
  renderDocument: RenderDocument;
  renderDeskDocument: RenderDocument;
}

/** Each app's drawn documents: its base, its render, its signed-in addresses. */
const APPS: Record<DocumentApp, { base: string; render: keyof ServerRender; signedIn: RegExp }> = {
  portal: { base: 'p', render: 'renderDocument', signedIn: /^\/p\/[^/?]/ },
  desk: { base: 'staff', render: 'renderDeskDocument', signedIn: /^\/staff\/[^/?]/ },
};

/** The app's own header on every API call (apps/web lib/api.ts). */
const APP_AUTHORIZATION = 'Client patient-portal-web';
/** Past this, the page is sent without its data (the app then draws it): never a slow document. */
const RENDER_LIMIT_MS = 2_500;
/** The hand-off and sign-out: never drawn. */
const NOT_DRAWN = /(^|&)(auth_token|logout)=/;
/**
 * A public page opened from mail (spec section 2 "Public modes"): /p with its flag. The shared
 * records' link is in the address's fragment, which never reaches the server: that page is drawn
 * as its first screen (the access code form), which reads nothing.
 */
const PUBLIC_PAGE = /(^|&)(hippa_auth|govt_document|patient_document|shared_records)=true(&|$)/;
/** The reads the spec sends as a POST (a provider's fees): the only POSTs a portal render makes. */
const READ_ONLY_POSTS = /^\/api\/v2\/custodians\/\d+\/get_record_service_charge(\?|$)/;
/** The phone layout (usePhone's media query) is what a mobile browser shows. */
const MOBILE = /Mobi|iPhone|iPod|Android.*Mobile/;
/** The portal's language cookie (apps/web lib/i18n.ts), read before Accept-Language. */
const LANGUAGE_COOKIE = 'portal-language';

interface Template {
  /** The document up to the root element, `<html lang dir>` as placeholders. */
  head: string;
  tail: string;
  /** Address pattern → the route's stylesheets (the build's boot data). */
  routeStyles: [RegExp, string[]][];
  /** The build's boot data block, as written, and its data. */
  bootBlock: string;
  boot: BootData;
}

/** The build's boot data (apps/web static-shell.ts): the parts that name every route. */
interface BootData {
  routes: [string, string[]][];
  reads?: [string, string[]][];
  [key: string]: unknown;
}

const ROOT_OPEN = '<div id="root"><div class="static-shell" aria-disabled="true">';

function parseTemplate(html: string): Template | null {
  const open = html.indexOf(ROOT_OPEN);
  const bodyEnd = html.lastIndexOf('</body>');
  const rootEnd = html.lastIndexOf('</div></div>', bodyEnd);
  const boot = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html);
  if (open < 0 || bodyEnd < 0 || rootEnd < open || !boot?.[1]) return null;
  const data = JSON.parse(boot[1]) as BootData;
  return {
    head: html.slice(0, open),
    tail: html.slice(rootEnd + '</div></div>'.length),
    routeStyles: data.routes.map(([pattern, files]) => [new RegExp(pattern), files.filter((f) => f.endsWith('.css'))]),
    bootBlock: boot[0],
    boot: data,
  };
}

/**
 * The boot data of a drawn page: its own address's route and reads only, as the boot script
 * takes the first that matches (the whole table named every route's chunks: 4 KiB of brotli in
 * every drawn document). The app itself reads neither table.
 */
function bootFor(boot: BootData, pathname: string, address: string): BootData {
  const route = boot.routes.find(
    ([pattern]) => new RegExp(pattern).test(pathname) || new RegExp(pattern).test(address),
  );
  const reads = boot.reads?.find(([pattern]) => new RegExp(pattern).test(pathname));
  return { ...boot, routes: route ? [route] : [], ...(boot.reads ? { reads: reads ? [reads] : [] } : {}) };
}

function cookieValue(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function languagesOf(req: FastifyRequest): string[] {
  const chosen = cookieValue(req, LANGUAGE_COOKIE);
  const accepted = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
  return chosen ? [chosen, ...accepted] : accepted;
}

const scriptData = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * An app's pages drawn on the server with their data (apps/web src/app/server-render.tsx), so
 * a cold visit paints the page itself before the app's scripts arrive: a signed-in page only for
 * a request carrying the app's document cookie (platform/document-session.ts) of a live session
 * (the portal's: a patient's; the desk's: a clerk's, whose reads are the staff routes, which
 * refuse any other session); a portal's public page opened from mail without any session (its
 * link is in its address). The
 * page's reads are made through the API itself (`inject`), with that session (none for a public
 * page or a read the app makes without one) and the visitor's address, so every access rule, the
 * caregiver and ownership checks, the link checks, the rate limit and the read audit apply
 * exactly as to the app's own calls. Anything else, a read refused, a render that fails or takes
 * too long, gets the ordinary document (null).
 *
 * The document is the app's built index.html (p/, staff/) with the rendered page where the
 * prerendered shells were, shown by the boot script only to the tab it was drawn for (its session,
 * not acting for a patient, the same language), the page's stylesheets inline, and the answers
 * for React's first render. A desk render reads with GETs only.
 */
export function documentRenderer(app: FastifyInstance, distDir: string, which: DocumentApp = 'portal') {
  const { base, render: renderOf, signedIn } = APPS[which];
  const serverModule = path.resolve(distDir, '..', 'dist-ssr', 'server-render.mjs');
  const templateFile = path.join(distDir, base, 'index.html');
  if (!existsSync(serverModule) || !existsSync(templateFile)) return null;
  const parsed = parseTemplate(readFileSync(templateFile, 'utf8'));
  if (!parsed) {
    app.log.warn({ templateFile }, 'document render: the page has no static shell to replace');
    return null;
  }
  const template: Template = parsed;
  // Loaded once the server listens (a second or so of work), not while it starts; until it is in,
  // documents are the ordinary ones rather than a wait.
  let loaded: ServerRender | null = null;
  let loading: Promise<unknown> | undefined;
  const load = () =>
    (loading ??= (import(pathToFileURL(serverModule).href) as Promise<ServerRender>).then(
      (mod) => (loaded = mod),
      (err: unknown) => app.log.error({ err }, 'document render: the server module did not load'),
    ));
  app.addHook('onListen', () => {
    void load();
  });
  const styles = new Map<string, string>();
  const styleOf = (href: string) => {
    let css = styles.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(distDir, href), 'utf8');
      styles.set(href, css);
    }
    return css;
  };

  /** `token`: the document cookie's session; null for a public page, drawn for no session. */
  async function render(req: FastifyRequest, token: string | null): Promise<string | null> {
    const url = req.url;
    const mod = loaded;
    if (!mod) {
      void load();
      return null;
    }
    const read = async (apiUrl: string, method: 'GET' | 'POST', anonymous: boolean) => {
      const refused = (status: number) => ({ status, body: '', type: '' });
      if (!apiUrl.startsWith('/api/')) return refused(404);
      if (method !== 'GET' && !(which === 'portal' && method === 'POST' && READ_ONLY_POSTS.test(apiUrl)))
        return refused(405);
      if (!anonymous && !token) return refused(401);
      const res = await app.inject({
        method,
        url: apiUrl,
        headers: {
          authorization: APP_AUTHORIZATION,
          ...(anonymous || !token ? {} : { 'authorization-token': token }),
          'user-agent': req.headers['user-agent'] ?? '',
          'accept-language': req.headers['accept-language'] ?? '',
        },
        remoteAddress: req.ip,
      });
      return { status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? '') };
    };
    const renderDocument = mod[renderOf];
    if (typeof renderDocument !== 'function') return null;
    const rendered = await renderDocument({
      url,
      languages: languagesOf(req),
      phone: MOBILE.test(req.headers['user-agent'] ?? ''),
      read,
    });
    if (!rendered) return null;
    const [pathname = '', query = ''] = url.split('?');
    const address = query ? `${pathname}?${query}` : pathname;
    const css = template.routeStyles.find(([pattern]) => pattern.test(pathname) || pattern.test(address))?.[1] ?? [];
    // Inline, so nothing the page draws waits for a stylesheet; the disabled link tells Vite's
    // chunk loader the sheet is here (as the build does for the entry's, static-shell.ts).
    const inline = css
      .map((href) => `<style>${styleOf(href)}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`)
      .join('');
    const boot = `<script type="application/json" id="app-boot">${scriptData(bootFor(template.boot, pathname, address))}</script>`;
    const head = template.head
      .replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${rendered.language}" dir="${rendered.dir}"`)
      .replace(template.bootBlock, () => boot)
      .replace('</head>', () => `${inline}</head>`);
    return (
      `${head}<div id="root"><div class="static-shell" aria-disabled="true" data-ssr="${rendered.kind}">` +
      `<div data-shell-page="ssr">${rendered.html}</div></div></div>` +
      `<script type="application/json" id="ssr-data">${scriptData(rendered.state)}</script>` +
      template.tail
    );
  }

  /** The page drawn with its data, or null when the ordinary document is due. */
  return async function renderedDocument(req: FastifyRequest): Promise<string | null> {
    const query = req.url.split('?')[1] ?? '';
    if (NOT_DRAWN.test(query)) return null;
    const publicPage = which === 'portal' && /^\/p\/?(\?|$)/.test(req.url) && PUBLIC_PAGE.test(query);
    const token = publicPage ? null : documentSessionOf(req, which);
    if (!publicPage && (!token || !signedIn.test(req.url))) return null;
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      render(req, token).catch((err: unknown) => {
        req.log.warn({ err }, 'document render failed: the ordinary document is sent');
        return null;
      }),
      new Promise<null>((resolve) => (timer = setTimeout(resolve, RENDER_LIMIT_MS, null))),
    ]).finally(() => clearTimeout(timer));
  };
}
