import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from '../lib/i18n';
import { AppProviders } from './providers';
import { PortalEntry } from './portal-entry';
import { router } from './router';

function mount() {
  // A transition: React renders in slices and yields to the browser between them (no long task
  // while the prerendered shell is already on screen); the commit replaces the shell at once.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <PortalEntry />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The router starts loading the route's chunk as soon as it exists; the first render waits for
// it, so that React's first commit draws the page, not an empty frame over the static shell.
// The reader's language first (its catalog is a chunk of its own; English needs none).
void startLanguage().then(() => {
  if (router.state.initialized) mount();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      mount();
    });
  }
});
