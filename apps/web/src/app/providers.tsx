import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
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
          <ModalsProvider>
            <Notifications />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
