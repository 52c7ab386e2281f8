import { apiPath } from '@portal/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '../lib/api';
import { startLanguage } from '../lib/i18n';
import { exchangeHandoff } from '../lib/session-entry';
import { profileQueryKey } from '../lib/use-profile';
import { ShellHandover } from '../lib/shell-input';
import { DobAlert } from './layout/dob-banner';
import { AppProviders, queryClient } from './providers';
import { PortalEntry, portalHandoff } from './portal-entry';
import { openRoute, preloadPage } from './router';

function mount() {
  // A transition: React renders in slices and yields to the browser between them (no long task
  // while the prerendered shell is already on screen); the commit replaces the shell at once.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <PortalEntry />
          <ShellHandover />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * After sign-in or sign-up (issue 21): the hand-off token is exchanged as soon as this script
 * runs, alongside the language and the first route, not after a first render; the profile the
 * page greets with is asked for as soon as there is a session, alongside the route's chunks. Meanwhile the HTML's static
 * dashboard (shell-boot.js) stays on screen, and React's first commit draws the signed-in page
 * in its place. 'retry' (no answer): PortalEntry tries the exchange once more.
 */
async function handoff(): Promise<boolean> {
  const h = portalHandoff(new URLSearchParams(window.location.search));
  if (!h) return true;
  let profile: Promise<void> = Promise.resolve();
  const onSession = () => {
    profile = queryClient.prefetchQuery({
      queryKey: profileQueryKey,
      queryFn: () => api(apiPath('getProfile')),
      staleTime: 60_000,
    });
  };
  const result = await exchangeHandoff({ ...h, open: openRoute, kind: 'patient', elsewhere: '/staff' }, { onSession });
  // The first commit then holds the name and the date-of-birth banner: nothing drawn moves when
  // they come (the banner pushed a drawn dashboard down by a third of a phone's screen).
  await profile;
  const dob = queryClient.getQueryData<{ date_of_birth?: string | null }>(profileQueryKey);
  if (dob && !dob.date_of_birth) await DobAlert.preload().catch(() => undefined);
  return result !== 'left';
}

// The route's chunks load from the start; the first render waits for them, so that React's
// first commit draws the page, not an empty frame over the static shell. The reader's language
// too (its catalog is a chunk of its own; English needs none).
const firstPage = preloadPage(window.location.pathname).catch(() => undefined);
void Promise.all([startLanguage(), handoff(), firstPage]).then(([, render]) => {
  if (render) mount();
});
