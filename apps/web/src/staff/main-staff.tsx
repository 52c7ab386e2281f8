import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/providers';
// The records desk has no prerendered first screen: it takes every component's styles up front.
import '../app/styles/rest.css';
import { loadAllTexts } from '../lib/i18n';
import { takeHandoffToken } from '../lib/session-entry';
import { StaffEntry } from './staff-entry';

// The sign-in hand-off's token leaves the address first, before the texts load and the exchange
// runs: a reload meanwhile must not send the spent token again (that signed the clerk out).
const handoffToken = takeHandoffToken();

/** The records desk (/staff): a third single-page app, for staff accounts only (its texts: the whole catalog). */
void loadAllTexts().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <StaffEntry handoffToken={handoffToken} />
      </AppProviders>
    </StrictMode>,
  ),
);
