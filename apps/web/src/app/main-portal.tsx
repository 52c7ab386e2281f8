import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { PortalEntry } from './portal-entry';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <PortalEntry />
    </AppProviders>
  </StrictMode>,
);
