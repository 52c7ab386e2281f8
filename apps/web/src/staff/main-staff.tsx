import { apiPath } from '@portal/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/providers';
// The records desk has no prerendered first screen: it takes every component's styles up front.
import '../app/styles/request.css';
import '../app/styles/rest.css';
import { loadAllTexts } from '../lib/i18n';
import { takeHandoffToken } from '../lib/session-entry';
import { FIXED_AUTHORIZATION } from '../lib/api';
import { startReads } from '../lib/early-reads';
import { sessionStore } from '../lib/session-store';
import { preloadStaffPage, staffFirstReads } from './router';
import { StaffEntry } from './staff-entry';
import { askSessionKind, type SessionKindAsked } from './staff-gate';

// The sign-in hand-off's token leaves the address first, before the texts load and the exchange
// runs: a reload meanwhile must not send the spent token again (that signed the clerk out).
const handoffToken = takeHandoffToken();

/**
 * With a stored session, everything the first screen waits for starts now, side by side: the
 * texts, the page's code, and the session's kind (StaffGate), then, for a clerk's session, the
 * page's first reads (lib/early-reads.ts). A patient's session never reaches a staff read.
 */
function startSignedIn(): SessionKindAsked | null {
  const { token } = sessionStore.get();
  if (handoffToken || !token || new URLSearchParams(window.location.search).get('logout') === '1') return null;
  const kind = askSessionKind();
  void kind.then((k) => {
    if (k !== 'staff' || sessionStore.get().token !== token) return;
    const headers = { authorization: FIXED_AUTHORIZATION };
    startReads(staffFirstReads(window.location.pathname, window.location.search), token, headers);
    // The client settings, read without the session (lib/config.ts).
    startReads([apiPath('getClientConfig')], '', headers);
  });
  const asked: SessionKindAsked = { token, kind };
  void kind.then((k) => (asked.known = k));
  return asked;
}
const asked = startSignedIn();
const page = asked ? preloadStaffPage(window.location.pathname).catch(() => undefined) : null;

/** The records desk (/staff): a third single-page app, for staff accounts only (its texts: the whole catalog). */
void Promise.all([loadAllTexts(), page, asked?.kind]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <StaffEntry handoffToken={handoffToken} asked={asked} />
      </AppProviders>
    </StrictMode>,
  ),
);
