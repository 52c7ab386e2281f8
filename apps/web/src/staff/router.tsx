import { Navigate, unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../app/route-error-boundary';
import { createAppHistory } from '../lib/app-history';
import { lazyPage, preloadRoutes } from '../lib/lazy-page';
import { StaffLayout } from './staff-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazyPage(load);
  return <Page />;
};

/** The records desk's routes, under /staff. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <StaffLayout />,
    children: [
      { index: true, element: <Navigate to="/queue/new" replace /> },
      { path: 'queue/:queue', element: page(() => import('./pages/queue-page')) },
      { path: 'requests/:rid', element: page(() => import('./pages/request-page')) },
      { path: 'requests/:rid/audit', element: page(() => import('./pages/audit-page')) },
      { path: 'providers', element: page(() => import('./pages/providers-page')) },
      { path: 'refunds', element: page(() => import('./pages/refunds-page')) },
      { path: 'support', element: page(() => import('./pages/support-page')) },
      { path: 'outbox', element: page(() => import('./pages/outbox-page')) },
      { path: 'security', element: page(() => import('./pages/security-page')) },
      { path: '*', element: <Navigate to="/queue/new" replace /> },
    ],
  },
];

const staff = createAppHistory('/staff', (pathname) => preloadRoutes(routes, pathname, '/staff'));

/** Makes `route` (a path of the routes) the current address and loads its page. */
export function openStaffRoute(route: string): Promise<unknown> {
  staff.replaceNow(`/staff${route === '/' ? '' : route}`);
  return preloadRoutes(routes, route).catch(() => undefined);
}

function StaffRoutes() {
  return useRoutes(routes);
}

export function StaffRouter() {
  return (
    <HistoryRouter basename="/staff" history={staff.history}>
      <RouteErrorBoundary>
        <StaffRoutes />
      </RouteErrorBoundary>
    </HistoryRouter>
  );
}
