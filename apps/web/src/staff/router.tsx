import { apiPath, STAFF_QUEUES, type StaffQueue } from '@portal/shared';
import {
  matchPath,
  Navigate,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { buildUrl } from '../lib/api';
import { RouteErrorBoundary } from '../app/route-error-boundary';
import { createAppHistory } from '../lib/app-history';
import { lazyPage, preloadRoutes } from '../lib/lazy-page';
import { withDeskStyles, withRestStyles } from '../app/styles/lazy-styles';
import { StaffLayout } from './staff-layout';

/**
 * A desk page, loaded with the rest of the styles and the desk's texts (lazy-styles.ts); `all`:
 * with the whole English catalog instead (the security page draws the portal's security feature).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>, { all = false } = {}) => {
  const Page = lazyPage(() => (all ? withRestStyles(load()) : withDeskStyles(load())));
  return <Page />;
};

/** The records desk's routes, under /staff (also drawn by the server: app/server-render.tsx). */
export const staffRoutes: RouteObject[] = [
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
      { path: 'security', element: page(() => import('./pages/security-page'), { all: true }) },
      { path: '*', element: <Navigate to="/queue/new" replace /> },
    ],
  },
];

/** Created in the browser only: the server's render (app/server-render.tsx) imports the routes without a DOM. */
const staff =
  typeof window === 'undefined'
    ? (undefined as never)
    : createAppHistory('/staff', (pathname) => preloadRoutes(staffRoutes, pathname, '/staff'));

/** Loads the page of an address under /staff (the first render waits for it: no loader first). */
export function preloadStaffPage(pathname: string): Promise<unknown> {
  return preloadRoutes(staffRoutes, pathname, '/staff');
}

/**
 * The API reads the first screen of an address under /staff makes, exactly as its page asks for
 * them (lib/early-reads.ts): the clerk, the client settings' frame aside, and the queue's page
 * or the request with its chat.
 */
export function staffFirstReads(pathname: string, search: string): string[] {
  const reads = [apiPath('staffMe')];
  const q = new URLSearchParams(search);
  const queue = matchPath('/staff/queue/:queue', pathname)?.params.queue;
  if (queue !== undefined || /^\/staff\/?$/.test(pathname)) {
    // As the queue page reads its filters from the address (queue-page.tsx).
    const known = STAFF_QUEUES.includes(queue as StaffQueue) ? queue : 'new';
    reads.push(
      buildUrl(apiPath('staffQueue'), {
        queue: known,
        keyword: q.get('keyword')?.trim() || undefined,
        request_type: q.get('type') ?? undefined,
        overdue: q.get('overdue') === 'true' ? 'true' : undefined,
        page: Math.max(1, Number(q.get('page') ?? 1) || 1),
      }),
    );
  }
  const rid = matchPath('/staff/requests/:rid', pathname)?.params.rid;
  if (rid) reads.push(apiPath('staffGetRequest', { rid }), apiPath('staffListMessages', { rid }));
  return reads;
}

/** Makes `route` (a path of the routes) the current address and loads its page. */
export function openStaffRoute(route: string): Promise<unknown> {
  staff.replaceNow(`/staff${route === '/' ? '' : route}`);
  return preloadRoutes(staffRoutes, route).catch(() => undefined);
}

export function StaffRoutes() {
  return useRoutes(staffRoutes);
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
