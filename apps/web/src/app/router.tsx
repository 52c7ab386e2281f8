import { Navigate, unstable_HistoryRouter as HistoryRouter, useParams, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout, BackButton, preloadFrame } from './layout/app-layout';
import { loadTexts, type Texts } from '../lib/i18n';
import { createAppHistory } from '../lib/app-history';
import { lazyPage, preloadRoutes, type LazyPage } from '../lib/lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { withRestStyles } from './styles/lazy-styles';
import { readsFor, startReads } from '../lib/early-reads';
import { FIXED_AUTHORIZATION } from '../lib/api';
import { sessionStore } from '../lib/session-store';
import { ROUTE_READS } from './route-reads';
import { RequireGrant, type Need } from '../lib/grant';

/**
 * A route whose page module is loaded only when visited (code-split by route), with the styles
 * of the components past the first screen and the whole English catalog. First screens skip
 * what they do not draw: the dashboard, the records list and the wizards' first step
 * have their components' styles in critical.css (`restStyles: false`; a wizard's later steps load
 * a request's styles with their chunk), the dashboard its texts in the entry (`texts: 'first'`),
 * the wizards a request's texts (`texts: 'request'`; the rest with their other steps).
 * static-shell.ts preloads the same for the shell's routes.
 */
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
  { restStyles = true, texts = 'all' }: { restStyles?: boolean; texts?: Texts } = {},
) => {
  const Page = lazyPage(async () => {
    if (restStyles) return withRestStyles(load(), texts === 'request' ? 'request' : 'all');
    const [mod] = await Promise.all([load(), loadTexts(texts)]);
    return mod;
  });
  return <Page />;
};

/**
 * A page a caregiver acting for a patient may open only when the grant allows it (lib/grant.tsx).
 * The guard keeps the page's `preload`, so the app and the build's prerender still load the
 * page's module before its first render (preloadRoutes reads it from the route's element).
 */
function needs(need: Need, element: React.ReactElement) {
  const inner = element.type as Partial<LazyPage>;
  function Guarded() {
    return <RequireGrant need={need}>{element}</RequireGrant>;
  }
  const Page = Object.assign(Guarded, { preload: inner.preload ?? (() => Promise.resolve()) });
  return <Page />;
}

function DependentRedirect() {
  const { id } = useParams();
  return <Navigate to={`/dependents/${id}/timeline`} replace />;
}

// The records list is drawn once its module and, on a wide screen, all of its filters are in.
const recordsPage = page(
  () => import('../features/requests/pages/records-and-forms-page').then((m) => m.ready.then(() => m)),
  { restStyles: false },
);
const landingPage = page(() => import('../features/providers/pages/provider-landing-page'));

/** Every route of spec section 2, under the /p base path. Unknown paths go to /dashboard. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'dashboard',
        // With its search, drawn in the page's first commit (a search that fails to load is drawn
        // by the page's fallback and asked for again then).
        element: page(
          () =>
            import('../features/shell/dashboard-page').then((m) =>
              m.preloadSearch().then(
                () => m,
                () => m,
              ),
            ),
          { restStyles: false, texts: 'first' },
        ),
      },
      {
        path: 'dependents',
        element: needs(
          'own',
          page(() => import('../features/dependents/pages/dependents-page')),
        ),
      },
      {
        path: 'dependents/add',
        element: needs(
          'own',
          page(() => import('../features/dependents/pages/add-dependent-page')),
        ),
      },
      { path: 'dependents/:id', element: <DependentRedirect /> },
      {
        path: 'dependents/:id/:tab',
        element: needs(
          'own',
          page(() => import('../features/dependents/pages/dependent-page')),
        ),
      },
      { path: 'support', element: page(() => import('../features/support/pages/support-page')) },
      {
        path: 'request-refund',
        element: needs(
          'payments',
          page(() => import('../features/requests/pages/request-refund-page')),
        ),
      },
      {
        path: 'profile',
        element: needs(
          'own',
          page(() => import('../features/profile/pages/profile-page')),
        ),
      },
      { path: 'caregivers', element: page(() => import('../features/caregivers/pages/caregivers-page')) },
      { path: 'caregiver-invite', element: page(() => import('../features/caregivers/pages/invite-page')) },
      {
        path: 'subscription',
        element: needs(
          'own',
          page(() => import('../features/subscription/pages/subscription-page')),
        ),
      },
      { path: 'records-and-forms', element: needs('requests_view', recordsPage) },
      {
        path: 'request-status',
        element: needs(
          'requests_view',
          page(() => import('../features/requests/pages/request-status-page')),
        ),
      },
      {
        path: 'request-detail/:rid',
        element: needs(
          'requests_view',
          page(() => import('../features/requests/pages/request-detail-page')),
        ),
      },
      {
        path: 'authorizations/sign',
        element: needs(
          'requests_make',
          page(() => import('../features/authorizations/pages/sign-page')),
        ),
      },
      {
        path: 'favorites-providers',
        element: needs(
          'own',
          page(() => import('../features/favorites/pages/favorites-page')),
        ),
      },
      { path: 'l/:urlId', element: needs('requests_make', landingPage) },
      { path: 'l/:urlId/medical-records', element: needs('requests_make', landingPage) },
      { path: 'record-request', element: <Navigate to="/record-request/provider" replace /> },
      { path: 'form-request', element: <Navigate to="/form-request/provider" replace /> },
      {
        path: 'record-request/:step',
        element: needs(
          'requests_make',
          page(() => import('../features/requests/wizard/record-wizard-page'), { restStyles: false, texts: 'request' }),
        ),
      },
      {
        path: 'form-request/:step',
        element: needs(
          'requests_make',
          page(() => import('../features/requests/wizard/form-wizard-page'), { restStyles: false, texts: 'request' }),
        ),
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/** Created on first use: the build's prerender (prerender.tsx) imports `routes` without a DOM. */
export const portal =
  typeof window === 'undefined'
    ? (undefined as never)
    : createAppHistory('/p', (pathname) => {
        // A move inside the app: the new page's first reads go out with its chunks (a cold visit's
        // went out with the document, public/shell-boot.js).
        startReads(readsFor(ROUTE_READS, pathname, '', '/p'), sessionStore.get().token, {
          authorization: FIXED_AUTHORIZATION,
        });
        return preloadPage(pathname);
      });

/**
 * What drawing an address under /p waits for: its route's page, the frame's lazy parts, and the
 * Back button but on the dashboard. A frame part that fails to load does not hold the page: it
 * draws without it, and asks again when drawn.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const back = /^\/p\/dashboard\/?$/.test(pathname) ? null : BackButton.preload();
  const frame = preloadFrame().catch(() => undefined);
  return Promise.all([preloadRoutes(routes, pathname, '/p'), back, frame, preloadWizardStep(pathname)]);
}
const WIZARD_STEP = /^\/p\/(?:record|form)-request\/([^/]+)\/?$/;

/** A wizard's step (an address under /p) draws its own chunk in the page's first commit. */
export function preloadWizardStep(pathname: string): Promise<unknown> | null {
  const step = WIZARD_STEP.exec(pathname)?.[1];
  return step ? import('../features/requests/wizard/step-view').then((m) => m.preloadStep(step)) : null;
}

/** Makes `route` (a path of the routes) the current address and loads its page. */
export function openRoute(route: string): Promise<unknown> {
  // Before the router is drawn: the address at once (nothing listens yet), and its page loaded.
  portal.replaceNow(`/p${route === '/' ? '' : route}`);
  // A page that fails to load shows the error page when drawn, as the data router did.
  return preloadPage(`/p${route}`).catch(() => undefined);
}

function PortalRoutes() {
  return useRoutes(routes);
}

/** The portal's router: the routes above, on the app's history (useBlocker), under an error page. */
export function PortalRouter() {
  return (
    <HistoryRouter basename="/p" history={portal.history}>
      <RouteErrorBoundary>
        <PortalRoutes />
      </RouteErrorBoundary>
    </HistoryRouter>
  );
}
