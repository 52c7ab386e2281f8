import './styles/critical.css';
import './global.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { languageDir } from '@portal/shared';
import i18n from '../lib/i18n';
import { ApiError } from '../lib/api';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing resource will not appear by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// The modal and notification hosts load once the first screen is up: neither is on it. Their
// styles are in critical.css; the rest of the styles (rest.css) load with the first route or
// widget that needs them, never on the dashboard or the records list (issue 16).
const OverlayHosts = lazy(() => import('./overlay-hosts'));

function AfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  ) : null;
}

/** Mantine's direction follows the language (Arabic right to left), as <html dir> does. */
function DirectionSync() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const sync = (lng: string) => setDirection(languageDir(lng));
    sync(i18n.language);
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [setDirection]);
  return null;
}

/** Providers shared by the portal, the login host and the public pages. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={languageDir(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            {children}
            <AfterFirstPaint />
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
