import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../lib/api';
import { loginUrl } from '../lib/login-url';
import { sessionStore, useSession } from '../lib/session-store';
import { staffRouter } from './router';

/**
 * What /staff shows: the auth_token hand-off from the login host (exchanged once, then removed
 * from the address bar), logout=1, or the signed-in console. The API refuses a patient session on
 * every staff endpoint (403), which ends the session here as anywhere else.
 */
export function StaffEntry() {
  const params = new URLSearchParams(window.location.search);
  if (params.get('logout') === '1') return <Logout />;
  if (params.get('auth_token')) return <Handoff token={params.get('auth_token')!} />;
  return <SignedIn />;
}

export function StaffLoader() {
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
  if (!session.token && session.status === 'none') return <StaffLoader />;
  return <RouterProvider router={staffRouter} />;
}

function Handoff({ token }: { token: string }) {
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    api<{ session_token: string; kind: 'patient' | 'staff' }>('/api/v2/auth/exchange', { method: 'POST', body: { auth_token: token }, public: true })
      .then(({ session_token, kind }) => {
        if (cancelled) return;
        // A patient who lands here belongs in the portal.
        if (kind !== 'staff') {
          sessionStore.setToken(session_token);
          window.location.replace('/p/dashboard');
          return;
        }
        sessionStore.setToken(session_token);
        window.history.replaceState(null, '', '/staff');
        void staffRouter.navigate('/', { replace: true });
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
  return done ? <RouterProvider router={staffRouter} /> : <StaffLoader />;
}

function Logout() {
  useEffect(() => {
    const done = () => {
      sessionStore.clear();
      window.location.replace(loginUrl({ logout: true }));
    };
    if (!sessionStore.get().token) return done();
    api('/api/v2/auth/sign_out', { method: 'POST', body: { reason: 'user' } }).catch(() => undefined).finally(done);
  }, []);
  return <StaffLoader />;
}
