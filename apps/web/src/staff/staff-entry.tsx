import { PageLoader } from '../lib/components/page-loader';
import { HandoffExchange, LogoutRedirect } from '../lib/session-entry';
import { openStaffRoute, StaffRouter } from './router';
import { StaffGate, type SessionKindAsked } from './staff-gate';

/**
 * What /staff shows: the auth_token hand-off from the login host (removed from the address bar
 * as the script starts, then exchanged once), logout=1, or the signed-in console. The API refuses a patient session on
 * every staff endpoint (403), which ends the session here as anywhere else: StaffGate asks first,
 * and tells a patient this page is the records desk's, keeping their session.
 */
export function StaffEntry({
  handoffToken = null,
  asked = null,
}: {
  handoffToken?: string | null;
  asked?: SessionKindAsked | null;
}) {
  const params = new URLSearchParams(window.location.search);
  if (params.get('logout') === '1') return <LogoutRedirect loader={<PageLoader />} />;
  // Taken out of the address by main-staff before the first render.
  const token = handoffToken ?? params.get('auth_token');
  if (token) {
    // A patient who lands here belongs in the portal.
    return (
      <HandoffExchange
        token={token}
        open={openStaffRoute}
        kind="staff"
        home={{ route: '/', url: '/staff' }}
        elsewhere="/p/dashboard"
        loader={<PageLoader />}
      >
        <StaffRouter />
      </HandoffExchange>
    );
  }
  return <StaffGate loader={<PageLoader />} asked={asked} />;
}
