import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { withRestStyles } from './styles/lazy-styles';

/**
 * A route whose page module is loaded only when visited (code-split by route), with the styles
 * of the components past the first screen (the dashboard and the records list, first screens
 * whose components' styles are in critical.css, do not wait for them).
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, { firstScreen = false } = {}) =>
  async () => ({
    Component: (await (firstScreen ? load() : withRestStyles(load()))).default,
  });

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
      { path: 'dashboard', lazy: page(() => import('../features/shell/dashboard-page'), { firstScreen: true }) },
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
        lazy: page(() => import('../features/requests/pages/records-and-forms-page'), { firstScreen: true }),
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
      { path: 'record-request/:step', lazy: page(() => import('../features/requests/wizard/record-wizard-page')) },
      { path: 'form-request/:step', lazy: page(() => import('../features/requests/wizard/form-wizard-page')) },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/** Created on first use: the build's prerender (prerender.tsx) imports `routes` without a DOM. */
export const router =
  typeof window === 'undefined' ? (undefined as never) : createBrowserRouter(routes, { basename: '/p' });
