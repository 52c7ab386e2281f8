import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import DashboardPage from '../features/shell/dashboard-page';
import { LoginLayout } from '../login/login-layout';
import { SignInPage } from '../login/sign-in-page';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';

/**
 * Build-time only (vite.config.ts, `staticShell`): the first screens rendered to HTML with the
 * real components, so that index.html paints them before any JavaScript has run. React then
 * replaces this markup with the same elements in the same places (no layout shift), and the
 * largest element was already painted.
 *
 * The portal's shell is rendered without a session: no name, no profile data. The dashboard's
 * own content is marked `data-shell-page`, shown only on /p/dashboard (shell-boot.js decides).
 */
export function renderPortalShell(): string {
  return renderToString(
    <AppProviders>
      <MemoryRouter basename="/p" initialEntries={['/p/dashboard']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="dashboard" element={<div data-shell-page=""><DashboardPage /></div>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
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
