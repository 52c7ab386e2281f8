import { apiPath } from '@portal/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/providers';
import { ServerAnswersTaken, takeServerAnswers } from '../app/server-answers';
import { loadDeskTexts } from '../lib/i18n';
import { takeHandoffToken } from '../lib/session-entry';
import { FIXED_AUTHORIZATION } from '../lib/api';
import { startReads } from '../lib/early-reads';
import { sessionStore } from '../lib/session-store';
import { ShellHandover } from '../lib/shell-input';
import { preloadStaffPage, staffFirstReads } from './router';
import { StaffEntry } from './staff-entry';
import { askSessionKind, type SessionKindAsked } from './staff-gate';

// The sign-in hand-off's token leaves the address first, before the texts load and the exchange
// runs: a reload meanwhile must not send the spent token again (that signed the clerk out).
const handoffToken = takeHandoffToken();

// A page the server drew with its data (apps/api platform/document-render.ts): its answers are
// in the cache before the first render, and its reads are not asked for again.
const serverKeys = takeServerAnswers();

/**
 * With a stored session, everything the first screen waits for starts now, side by side: the
 * texts, the page's code, and the session's kind (StaffGate), then, for a clerk's session, the
 * page's first reads (lib/early-reads.ts) unless the document brought them. A patient's session
 * never reaches a staff read.
 */
function startSignedIn(): SessionKindAsked | null {
  const { token } = sessionStore.get();
  if (handoffToken || !token || new URLSearchParams(window.location.search).get('logout') === '1') return null;
  const kind = askSessionKind();
  void kind.then((k) => {
    if (k !== 'staff' || sessionStore.get().token !== token || serverKeys.length) return;
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

/**
 * The records desk (/staff): a third single-page app, for staff accounts only. Its texts are the
 * desk's own namespaces (loadDeskTexts); the other components' styles load with its pages.
 */
void Promise.all([loadDeskTexts(), page, asked?.kind]).then(() =>
  // A transition: React renders in slices and yields to the browser between them (no long task
  // while the drawn page is already on screen); the commit replaces it at once.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <StaffEntry handoffToken={handoffToken} asked={asked} />
          <ShellHandover />
          <ServerAnswersTaken keys={serverKeys} />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
