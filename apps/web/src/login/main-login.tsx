import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { RouteErrorBoundary } from '../app/route-error-boundary';
import { startLanguage } from '../lib/i18n';
import { lazyPage, preloadRoutes } from '../lib/lazy-page';
import { ShellHandover } from '../lib/shell-input';
import { LoginLayout } from './login-layout';
import { withRestStyles } from '../app/styles/lazy-styles';
import { SignInPage } from './sign-in-page';

// Sign-in is the first screen; the other pages (and the form schemas they validate with) load
// when visited.
const SignUp = lazyPage(async () => ({ default: (await withRestStyles(import('./sign-up-page'))).SignUpPage }));
const Forgot = lazyPage(async () => ({
  default: (await withRestStyles(import('./password-reset-pages'))).ForgotPasswordPage,
}));
const Reset = lazyPage(async () => ({
  default: (await withRestStyles(import('./password-reset-pages'))).ResetPasswordPage,
}));
const recoveryPage = (name: 'FactorRecoveryStartPage' | 'FactorRecoveryFinishPage' | 'FactorRecoveryCancelPage') =>
  lazyPage(async () => ({ default: (await withRestStyles(import('./factor-recovery-pages')))[name] }));
const RecoveryStart = recoveryPage('FactorRecoveryStartPage');
const RecoveryFinish = recoveryPage('FactorRecoveryFinishPage');
const RecoveryCancel = recoveryPage('FactorRecoveryCancelPage');

/** The login host (/login): sign up, sign in, password reset, factor recovery, signed-out notices. */
const routes: RouteObject[] = [
  {
    element: <LoginLayout />,
    children: [
      { index: true, element: <SignInPage /> },
      { path: 'sign-up', element: <SignUp /> },
      { path: 'forgot-password', element: <Forgot /> },
      { path: 'reset-password', element: <Reset /> },
      // Every second factor lost: the mailed links of a recovery (start, finish, one-click cancel).
      { path: 'factor-recovery', element: <RecoveryStart /> },
      { path: 'factor-recovery/finish', element: <RecoveryFinish /> },
      { path: 'factor-recovery/cancel', element: <RecoveryCancel /> },
      { path: '*', element: <SignInPage /> },
    ],
  },
];

function LoginRoutes() {
  return useRoutes(routes);
}

// The reader's language and the address's page first (the language's catalog is a chunk of its
// own; English needs none), then a transition: rendered in slices (no long task while the
// prerendered page is on screen).
const firstPage = preloadRoutes(routes, window.location.pathname, '/login').catch(() => undefined);
void Promise.all([startLanguage(), firstPage]).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter basename="/login">
            <RouteErrorBoundary>
              <LoginRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
          <ShellHandover />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
