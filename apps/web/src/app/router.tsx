import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { loadAllTexts } from '../lib/i18n';
import { withRestStyles } from './styles/lazy-styles';

/**
 * A route whose page module is loaded only when visited (code-split by route), with the styles
 * of the components past the first screen and the whole English catalog. First screens skip
 * what they do not draw (issue 16): the dashboard, the records list and the wizards' first step
 * have their components' styles in critical.css (`restStyles: false`; a wizard's later steps load
 * the rest with their chunk), the dashboard its texts in the entry
 * (`allTexts: false`). static-shell.ts preloads the same for the shell's routes.
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, { restStyles = true, allTexts = true } = {}) =>
  async () => {
    if (restStyles) return { Component: (await withRestStyles(load())).default };
    const [mod] = await Promise.all([load(), allTexts ? loadAllTexts() : null]);
    return { Component: mod.default };
  };

const LazyErrorPage = lazy(() => withRestStyles(import('./error-page').then((m) => ({ default: m.ErrorPage }))));
function ErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage />
    </Suspense>
  );
}

function DependentRedirect() {
  const { id } = useParams();
  return <Navigate to={`/dependents/${id}/timeline`} replace />;
}

/** Every route of spec section 2, under the /p base path. Unknown paths go to /dashboard. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: page(() => import('../features/shell/dashboard-page'), { restStyles: false, allTexts: false }),
      },
      { path: 'dependents', lazy: page(() => import('../features/dependents/pages/dependents-page')) },
      { path: 'dependents/add', lazy: page(() => import('../features/dependents/pages/add-dependent-page')) },
      { path: 'dependents/:id', element: <DependentRedirect /> },
      { path: 'dependents/:id/:tab', lazy: page(() => import('../features/dependents/pages/dependent-page')) },
      { path: 'support', lazy: page(() => import('../features/support/pages/support-page')) },
      { path: 'request-refund', lazy: page(() => import('../features/requests/pages/request-refund-page')) },
      { path: 'profile', lazy: page(() => import('../features/profile/pages/profile-page')) },
      { path: 'subscription', lazy: page(() => import('../features/subscription/pages/subscription-page')) },
      {
        path: 'records-and-forms',
        lazy: page(() => import('../features/requests/pages/records-and-forms-page'), { restStyles: false }),
      },
      { path: 'request-status', lazy: page(() => import('../features/requests/pages/request-status-page')) },
      { path: 'request-detail/:rid', lazy: page(() => import('../features/requests/pages/request-detail-page')) },
      { path: 'authorizations/sign', lazy: page(() => import('../features/authorizations/pages/sign-page')) },
      { path: 'favorites-providers', lazy: page(() => import('../features/favorites/pages/favorites-page')) },
      { path: 'l/:urlId', lazy: page(() => import('../features/providers/pages/provider-landing-page')) },
      {
        path: 'l/:urlId/medical-records',
        lazy: page(() => import('../features/providers/pages/provider-landing-page')),
      },
      { path: 'record-request', element: <Navigate to="/record-request/provider" replace /> },
      { path: 'form-request', element: <Navigate to="/form-request/provider" replace /> },
      {
        path: 'record-request/:step',
        lazy: page(() => import('../features/requests/wizard/record-wizard-page'), { restStyles: false }),
      },
      {
        path: 'form-request/:step',
        lazy: page(() => import('../features/requests/wizard/form-wizard-page'), { restStyles: false }),
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/** Created on first use: the build's prerender (prerender.tsx) imports `routes` without a DOM. */
export const router =
  typeof window === 'undefined' ? (undefined as never) : createBrowserRouter(routes, { basename: '/p' });
