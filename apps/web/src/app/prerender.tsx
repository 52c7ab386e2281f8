import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, Route, Routes, useRoutes, type RouteObject } from 'react-router';
import { LoginLayout } from '../login/login-layout';
import { SignInPage } from '../login/sign-in-page';
import { AppLayout } from './layout/app-layout';
import { BackButton } from './layout/back-button';
import { AppProviders } from './providers';
import { loadAllTexts } from '../lib/i18n';
import { prerenderViewport } from '../lib/use-phone';
import { preloadRoutes } from '../lib/lazy-page';
import { preloadWizardStep, routes } from './router';

/**
 * The first screens with a page in the shell, by the name shell-boot.js gives them (`data-shell`):
 * each is the page as it first draws, before any data (headings, fields, the list's skeleton).
 */
export const SHELL_PAGES: [name: string, path: string, opts: { byViewport?: boolean }][] = [
  ['dashboard', '/dashboard', {}],
  // Its filters fold on a phone (a media query in script): drawn both ways, index.html's CSS shows one.
  ['records', '/records-and-forms', { byViewport: true }],
  ['record-wizard', '/record-request/provider', {}],
  ['form-wizard', '/form-request/provider', {}],
];

function PageRoutes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/** One page of the portal (without the frame) as the real router renders it at `path`. */
async function renderPage(path: string, prefix: string): Promise<string> {
  const pages = routes[0]?.children ?? [];
  // As AppLayout draws the page: the Back button above every page but the dashboard.
  const element = (
    <>
      {path !== '/dashboard' && <BackButton />}
      <Outlet />
    </>
  );
  const table: RouteObject[] = [{ path: '/', element, children: pages }];
  // The route's module is lazy (and a wizard's step): wait until it is in.
  await Promise.all([preloadRoutes(table, path), preloadWizardStep(`/p${path}`)]);
  // Distinct ids per page: they share one document.
  const html = renderToString(
    <AppProviders>
      <MemoryRouter basename="/p" initialEntries={[`/p${path}`]}>
        <PageRoutes table={table} />
      </MemoryRouter>
    </AppProviders>,
    { identifierPrefix: prefix },
  );
  // Mantine's variables and classes are in the frame once already (a page's own responsive
  // styles, data-mantine-styles="inline", stay).
  return html.replace(/<style data-mantine-styles="(true|classes)">[^<]*<\/style>/g, '');
}

/**
 * Build-time only (vite.config.ts, `staticShell`): the first screens rendered to HTML with the
 * real components, so that index.html paints them before any JavaScript has run. React then
 * replaces this markup with the same elements in the same places (no layout shift), and the
 * largest element was already painted.
 *
 * The portal's shell is rendered without a session: no name, no profile data. The
 * first screens (SHELL_PAGES) follow, each marked `data-shell-page` and shown only at its own
 * address (shell-boot.js decides); elsewhere the frame shows alone. `only`: that page alone, for
 * the document served at its own address (static-shell.ts, PAGE_DOCUMENTS).
 */
export async function renderPortalShell(only?: string): Promise<string> {
  // The records list and the wizard draw texts past the entry's first ones.
  await loadAllTexts();
  const frame = renderToString(
    <AppProviders>
      <MemoryRouter basename="/p" initialEntries={['/p/dashboard']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="dashboard" element={<div data-shell-slot="" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  const pages: string[] = [];
  for (const [name, path, { byViewport }] of SHELL_PAGES) {
    if (only && name !== only) continue;
    const prefix = `s${name.replace(/\W/g, '')}`;
    let page = await renderPage(path, prefix);
    if (byViewport) {
      prerenderViewport.phone = true;
      const phone = await renderPage(path, `${prefix}p`).finally(() => (prerenderViewport.phone = undefined));
      page = `<div data-shell-viewport="phone">${phone}</div><div data-shell-viewport="wide">${page}</div>`;
    }
    pages.push(`<div data-shell-page="${name}">${page}</div>`);
  }
  if (!frame.includes('<div data-shell-slot=""></div>')) throw new Error('prerender: no page slot in the frame');
  return frame.replace('<div data-shell-slot=""></div>', () => pages.join(''));
}

/** The login host's sign-in page (without the signed-out notices, which shell-boot.js leaves to React). */
export function renderLoginShell(): string {
  return renderToString(
    <AppProviders>
      <MemoryRouter basename="/login" initialEntries={['/login/']}>
        <Routes>
          <Route element={<LoginLayout />}>
            <Route index element={<SignInPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
