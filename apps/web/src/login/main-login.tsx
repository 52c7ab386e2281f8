import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { startLanguage } from '../lib/i18n';
import { LoginLayout } from './login-layout';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';
import { ForgotPasswordPage, ResetPasswordPage } from './password-reset-pages';

/** The login host (/login): sign up, sign in, password reset, signed-out notices. */
const router = createBrowserRouter(
  [
    {
      element: <LoginLayout />,
      children: [
        { index: true, element: <SignInPage /> },
        { path: 'sign-up', element: <SignUpPage /> },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'reset-password', element: <ResetPasswordPage /> },
        { path: '*', element: <SignInPage /> },
      ],
    },
  ],
  { basename: '/login' },
);

// The reader's language first (its catalog is a chunk of its own; English needs none).
void startLanguage().then(() => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
));
