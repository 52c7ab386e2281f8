import { AsyncLocalStorage } from 'node:async_hooks';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, MemoryRouter, Navigate, useRoutes } from 'react-router';
import { dehydrate, QueryClient, skipToken, type Query } from '@tanstack/react-query';
import type { DocumentRequest, RenderedDocument } from '@portal/shared/document-render';
import { languageDir, matchLanguage } from '@portal/shared';
import i18n, { AVAILABLE_LANGUAGES, setLanguage } from '../lib/i18n';
import { setServerAddress } from '../lib/address';
import { ApiError, setServerTransport } from '../lib/api';
import { PageLoader } from '../lib/components/page-loader';
import { sessionStore } from '../lib/session-store';
import { prerenderViewport } from '../lib/use-phone';
import { inertForms } from './inert-forms';
import { publicPageOf } from './portal-entry';
import { AppProviders } from './providers';
import { preloadPage, routes } from './router';
import { preloadStaffPage, staffRoutes, StaffRoutes } from '../staff/router';

/**
 * The server's render of a signed-in portal page, or a desk page (apps/api
 * platform/document-render.ts): the page's first screen with its data, drawn into the document
 * itself, so that a cold visit paints
 * the page before any of the app's scripts have arrived. Built by Vite as a Node module of its own
 * (`vite build --ssr`, into apps/web/dist-ssr/), with the same components as the browser's app.
 *
 * The reads are the page's own: its queries are drawn once with an empty cache, what they ask for
 * is read (through `read`, the API itself with the document's session), and the page is drawn
 * again with the answers, until nothing new is asked for. The answers go into the document too
 * (`state`), so React's first render in the browser draws the same page from the same data.
 */
const reading = new AsyncLocalStorage<DocumentRequest>();
/** The status a render's read gets for an answer that is not JSON (a fault of the page's code). */
const NOT_JSON = 406;

// Every call the page makes while drawn here is a read of this document's request; a write is
// never made from a render (the API side lets through only the reads the spec sends as a POST).
setServerTransport(async (url, opts) => {
  const request = reading.getStore();
  const method = opts.method ?? 'GET';
  if (!request || (method !== 'GET' && method !== 'POST') || (method === 'POST' && opts.body !== undefined))
    return new Response(null, { status: 405 });
  const { status, body, type } = await request.read(url, method, Boolean(opts.public));
  // Only JSON goes into a document; a query reading anything else is marked browserOnly.
  if (status < 300 && !/^application\/json\b/.test(type)) return new Response(null, { status: NOT_JSON });
  return new Response(body, { status, headers: { 'content-type': type } });
});
// A public page reads its link from the address: this document's.
setServerAddress(() => {
  const url = new URL(reading.getStore()?.url ?? '/', 'http://portal');
  return { search: url.search, hash: '' };
});

// Drawn signed in: the hooks that read only with a session (the profile, the home) read here too,
// through the transport above, which sends the document's own credentials, never this value.
sessionStore.setToken('server-render');

/** How many times a page is drawn to find what it reads (a read that depends on another's answer). */
const MAX_PASSES = 4;

function PortalRoutes() {
  return useRoutes(routes);
}

/** Whether the address opens a page of its own (not a redirect, not the unknown-path catch-all). */
export function rendersPage(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname, '/p')?.at(-1)?.route;
  if (!leaf || leaf.path === '*' || leaf.index) return false;
  const element = leaf.element as { type?: unknown } | undefined;
  // dependents/:id only redirects to the dependent's timeline.
  return element?.type !== Navigate && leaf.path !== 'dependents/:id';
}

/** A query whose answer is not JSON (an image): left to the browser, never read here nor carried. */
const browserOnly = (q: Query) => q.meta?.browserOnly === true;

/** Whether a query's observer (useQuery's `enabled`) lets it read; its options carry the observer's. */
const enabled = (q: Query) => {
  const e = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof e === 'function' ? e(q) : e !== false;
};

/**
 * The page at `url` drawn with its data, or null when it cannot be drawn from what the server
 * knows (a read refused or failed: the browser's app then draws it, with its own error handling).
 */
export async function renderDocument(request: DocumentRequest): Promise<RenderedDocument | null> {
  const { pathname, searchParams } = new URL(request.url, 'http://portal');
  // A public page (spec section 2 "Public modes": /p with its flag) draws without the frame.
  const PublicPage = /^\/p\/?$/.test(pathname) ? publicPageOf(searchParams) : null;
  if (!PublicPage && !rendersPage(pathname)) return null;
  const language = matchLanguage(request.languages, AVAILABLE_LANGUAGES);
  // What the browser's first render waits for (main-portal.tsx, router.tsx): the page, the
  // frame's parts, a wizard's step.
  await Promise.all([
    setLanguage(language, { remember: false }),
    PublicPage ? PublicPage.preload() : preloadPage(pathname),
  ]);
  const page: ReactNode = PublicPage ? (
    <Suspense fallback={<PageLoader />}>
      <PublicPage />
    </Suspense>
  ) : (
    <MemoryRouter basename="/p" initialEntries={[request.url]}>
      <PortalRoutes />
    </MemoryRouter>
  );
  return drawWithData(request, page, { kind: PublicPage ? 'public' : 'own', language });
}

/** Whether an address under /staff opens a desk page of its own (not a redirect, not the catch-all). */
export function rendersDeskPage(pathname: string): boolean {
  const leaf = matchRoutes(staffRoutes, pathname, '/staff')?.at(-1)?.route;
  if (!leaf || leaf.path === '*' || leaf.index) return false;
  return (leaf.element as { type?: unknown } | undefined)?.type !== Navigate;
}

/**
 * A records desk page (/staff) drawn with its data, for the session of the desk's document cookie:
 * its reads are the staff routes' (the clerk, the queue, the request), which the API refuses to
 * any session but a clerk's; null as for the portal's. The desk is in English only.
 */
export async function renderDeskDocument(request: DocumentRequest): Promise<RenderedDocument | null> {
  const { pathname } = new URL(request.url, 'http://portal');
  if (!rendersDeskPage(pathname)) return null;
  // What the browser's first render waits for (main-staff.tsx): the page with its styles and texts.
  await Promise.all([setLanguage('en', { remember: false }), preloadStaffPage(pathname)]);
  const page: ReactNode = (
    <MemoryRouter basename="/staff" initialEntries={[request.url]}>
      <StaffRoutes />
    </MemoryRouter>
  );
  return drawWithData(request, page, { kind: 'own', language: 'en' });
}

/**
 * Draws `page` until nothing new is asked for: its queries are drawn once with an empty cache,
 * what they ask for is read, and the page is drawn again with the answers (at most MAX_PASSES).
 */
async function drawWithData(
  request: DocumentRequest,
  page: ReactNode,
  { kind, language }: { kind: RenderedDocument['kind']; language: string },
): Promise<RenderedDocument | null> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  // Whether the page asked for the screen's width (usePhone), in the last of its draws.
  let byWidth = false;
  // Drawn in one synchronous step each time: the language and the layout are the process's, set
  // for this document only while it is drawn.
  const draw = (phone = request.phone, prefix = '') => {
    void i18n.changeLanguage(language);
    prerenderViewport.phone = phone;
    prerenderViewport.asked = false;
    try {
      return reading.run(request, () =>
        renderToString(<AppProviders client={client}>{page}</AppProviders>, { identifierPrefix: prefix }),
      );
    } finally {
      byWidth = Boolean(prerenderViewport.asked);
      prerenderViewport.phone = undefined;
      prerenderViewport.asked = undefined;
    }
  };
  let html = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.options.queryFn !== skipToken && enabled(q) && !browserOnly(q));
    if (!wanted.length) break;
    await reading.run(request, () => Promise.all(wanted.map((q) => q.fetch().catch(() => undefined))));
    const failed = client
      .getQueryCache()
      .getAll()
      .find((q) => q.state.status === 'error');
    if (failed) {
      // A read the API refused (signed out, not the patient's, gone) or put off (busy): the app's
      // own page says so. Anything else is a fault of this render, for the server's log.
      const err = failed.state.error;
      if (
        err instanceof ApiError &&
        err.status !== NOT_JSON &&
        ((err.status >= 400 && err.status < 500) || err.status === 503)
      )
        return null;
      throw new Error(`document render: ${JSON.stringify(failed.queryKey)} failed`, { cause: err });
    }
    html = draw();
  }
  // A page laid out by the screen's width (usePhone) is drawn both ways, each shown by the
  // document's media query (p/index.html), whatever the user agent claims.
  if (byWidth) {
    const other = draw(!request.phone, 'w');
    const [phone, wide] = request.phone ? [html, other] : [other, html];
    html = `<div data-shell-viewport="phone">${phone}</div><div data-shell-viewport="wide">${wide}</div>`;
  }
  return {
    kind,
    html: inertForms(html),
    state: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !browserOnly(q) }),
    language,
    dir: languageDir(language),
  };
}
