import './styles/critical.css';
import './global.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { languageDir } from '@portal/shared';
import i18n from '../lib/i18n';
import { ApiError } from '../lib/api';
import { registerConfirmHost } from '../lib/confirm';
import { homeQueryKey } from '../lib/use-home';
import { theme } from './theme';

export const queryClient: QueryClient = new QueryClient({
  // Any write may change what waits on the patient (an answer sent, a draft deleted, a price
  // approved, a card fixed): the home's to-dos and the sidebar's count are read again after each.
  mutationCache: new MutationCache({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: homeQueryKey }),
  }),
  defaultOptions: {
    queries: {
      // A refused or missing resource will not appear by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// The confirmation dialogs' host loads when the first one is asked for (lib/confirm.ts): no
// first screen shows one. Its styles are in critical.css.
const ModalsHost = lazy(() => import('./modals-host'));

function ConfirmHost() {
  const [wanted, setWanted] = useState<{ resolve(): void } | null>(null);
  useEffect(() => {
    registerConfirmHost(
      () =>
        new Promise<void>((resolve, reject) => {
          // The chunk's own failure rejects (the caller may try again); drawing it resolves.
          import('./modals-host').then(() => setWanted((w) => w ?? { resolve }), reject);
        }),
    );
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost onReady={wanted.resolve} />
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

/**
 * Providers shared by the portal, the login host and the public pages. `client`: the server's
 * render of a document gives each document a cache of its own (never the browser's singleton).
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={languageDir(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <MantineProvider theme={theme}>
          <QueryClientProvider client={client}>
            {children}
            <ConfirmHost />
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
