import { createBrowserRouter, Navigate } from 'react-router';
import { ErrorPage } from '../app/error-page';
import { StaffLayout } from './staff-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The records desk's routes, under /staff. */
export const staffRouter = createBrowserRouter(
  [
    {
      path: '/',
      element: <StaffLayout />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <Navigate to="/queue/new" replace /> },
        { path: 'queue/:queue', lazy: page(() => import('./pages/queue-page')) },
        { path: 'requests/:rid', lazy: page(() => import('./pages/request-page')) },
        { path: 'requests/:rid/audit', lazy: page(() => import('./pages/audit-page')) },
        { path: 'providers', lazy: page(() => import('./pages/providers-page')) },
        { path: 'refunds', lazy: page(() => import('./pages/refunds-page')) },
        { path: 'support', lazy: page(() => import('./pages/support-page')) },
        { path: 'outbox', lazy: page(() => import('./pages/outbox-page')) },
        { path: '*', element: <Navigate to="/queue/new" replace /> },
      ],
    },
  ],
  { basename: '/staff' },
);
