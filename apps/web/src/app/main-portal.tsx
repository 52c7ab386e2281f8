import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from '../lib/i18n';
import { AppProviders } from './providers';
import { PortalEntry } from './portal-entry';

// The reader's language first (its catalog is a chunk of its own; English needs none).
void startLanguage().then(() => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <PortalEntry />
    </AppProviders>
  </StrictMode>,
));
