import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { startLanguage } from '../lib/i18n';
import { ShellHandover } from '../lib/shell-input';
import { LoginLayout } from './login-layout';
import { withRestStyles } from '../app/styles/lazy-styles';
import { SignInPage } from './sign-in-page';

// Sign-in is the first screen; the other pages (and the form schemas they validate with) load
// when visited.
const signUp = async () => ({ Component: (await withRestStyles(import('./sign-up-page'))).SignUpPage });
const forgot = async () => ({ Component: (await withRestStyles(import('./password-reset-pages'))).ForgotPasswordPage });
const reset = async () => ({ Component: (await withRestStyles(import('./password-reset-pages'))).ResetPasswordPage });

/** The login host (/login): sign up, sign in, password reset, signed-out notices. */
const router = createBrowserRouter(
  [
    {
      element: <LoginLayout />,
      children: [
        { index: true, element: <SignInPage /> },
        { path: 'sign-up', lazy: signUp },
        { path: 'forgot-password', lazy: forgot },
        { path: 'reset-password', lazy: reset },
        { path: '*', element: <SignInPage /> },
      ],
    },
  ],
  { basename: '/login' },
);

// The reader's language first (its catalog is a chunk of its own; English needs none), then a
// transition: rendered in slices (no long task while the prerendered page is on screen).
void startLanguage().then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <ShellHandover />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
