import { lazy, Suspense, useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../lib/api';
import { loginUrl } from '../lib/login-url';
import { sessionStore, useSession } from '../lib/session-store';
import { router } from './router';

const PublicHipaaPage = lazy(() => import('../public/hipaa-page'));
const PublicGovtIdPage = lazy(() => import('../public/govt-id-page'));
const PublicPatientFormPage = lazy(() => import('../public/patient-form-page'));

/**
 * Chooses what /p shows from the URL flags of spec section 2 "Public modes": the three public
 * pages (no login), logout=1, the auth_token hand-off, or the signed-in portal.
 */
export function PortalEntry() {
  const params = new URLSearchParams(window.location.search);
  if (params.get('hippa_auth') === 'true') return <Public page={<PublicHipaaPage />} />;
  if (params.get('govt_document') === 'true') return <Public page={<PublicGovtIdPage />} />;
  if (params.get('patient_document') === 'true') return <Public page={<PublicPatientFormPage />} />;
  if (params.get('logout') === '1') return <Logout autoTimeout={params.get('auto_timeout') === '1'} />;
  if (params.get('auth_token')) return <Handoff token={params.get('auth_token')!} />;
  return <SignedIn />;
}

function Public({ page }: { page: React.ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

function SignedIn() {
  const session = useSession();
  useEffect(() => {
    if (!session.token && session.status === 'none') window.location.replace(loginUrl({}));
  }, [session]);
  if (!session.token && session.status === 'none') return <PageLoader />;
  return <RouterProvider router={router} />;
}

/** Exchanges the one-time auth_token for a session, removes it from the address bar, goes home. */
function Handoff({ token }: { token: string }) {
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    api<{ session_token: string }>('/api/v2/auth/exchange', { method: 'POST', body: { auth_token: token }, public: true })
      .then(({ session_token }) => {
        if (cancelled) return;
        sessionStore.setToken(session_token);
        window.history.replaceState(null, '', '/p/dashboard');
        void router.navigate('/dashboard', { replace: true });
        setDone(true);
      })
      .catch((err) => {
        if (!cancelled) setFailed(err instanceof ApiError);
      });
    return () => {
      cancelled = true;
    };
  }, [token]);
  useEffect(() => {
    if (failed) window.location.replace(loginUrl({ expired: true }));
  }, [failed]);
  return done ? <RouterProvider router={router} /> : <PageLoader />;
}

/** ?logout=1 signs out and goes to the login host with the logout (and auto-timeout) flag. */
function Logout({ autoTimeout }: { autoTimeout: boolean }) {
  useEffect(() => {
    const { token } = sessionStore.get();
    const done = () => {
      sessionStore.clear();
      window.location.replace(loginUrl({ logout: true, autoTimeout }));
    };
    if (!token) return done();
    api('/api/v2/auth/sign_out', { method: 'POST', body: { reason: autoTimeout ? 'idle' : 'user' } }).catch(() => undefined).finally(done);
  }, [autoTimeout]);
  return <PageLoader />;
}
