import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/providers';
// The records desk has no prerendered first screen: it takes every component's styles up front.
import '../app/styles/rest.css';
import { loadAllTexts } from '../lib/i18n';
import { StaffEntry } from './staff-entry';

/** The records desk (/staff): a third single-page app, for staff accounts only (its texts: the whole catalog). */
void loadAllTexts().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <StaffEntry />
      </AppProviders>
    </StrictMode>,
  ),
);
