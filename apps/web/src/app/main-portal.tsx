import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from '../lib/i18n';
import { exchangeHandoff } from '../lib/session-entry';
import { ShellHandover } from '../lib/shell-input';
import { AppProviders } from './providers';
import { firstData } from './first-data';
import { PortalEntry, portalHandoff, preloadPublicPage } from './portal-entry';
import { openRoute, preloadPage } from './router';
import { ServerAnswersTaken, takeServerAnswers } from './server-answers';

const serverKeys = takeServerAnswers();

function mount() {
  // A transition: React renders in slices and yields to the browser between them (no long task
  // while the prerendered shell is already on screen); the commit replaces the shell at once.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <PortalEntry />
          <ShellHandover />
          <ServerAnswersTaken keys={serverKeys} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * After sign-in or sign-up: the hand-off token is exchanged as soon as this script
 * runs, alongside the language and the first route, not after a first render; what the page
 * draws from the server (firstData) is asked for as soon as there is a session. Meanwhile the
 * HTML's static dashboard (shell-boot.js) stays on screen, and React's first commit draws the
 * signed-in page in its place. 'retry' (no answer): PortalEntry tries the exchange once more.
 */
async function handoff(): Promise<boolean> {
  const h = portalHandoff(new URLSearchParams(window.location.search));
  if (!h) return firstData(window.location.search).then(() => true);
  let data: Promise<void> = Promise.resolve();
  const result = await exchangeHandoff(
    { ...h, open: openRoute, kind: 'patient', elsewhere: '/staff' },
    {
      onSession: () => {
        data = firstData(window.location.search);
      },
    },
  );
  await data;
  return result !== 'left';
}

// The route's chunks load from the start; the first render waits for them, so that React's
// first commit draws the page, not an empty frame over the static shell. The reader's language
// too (its catalog is a chunk of its own; English needs none).
// A public page (no sign-in, no portal frame) loads its own page alone.
const firstPage = (
  preloadPublicPage(new URLSearchParams(window.location.search)) ?? preloadPage(window.location.pathname)
).catch(() => undefined);
void Promise.all([startLanguage(), handoff(), firstPage]).then(([, render]) => {
  if (render) mount();
});
