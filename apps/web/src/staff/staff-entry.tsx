import { PageLoader } from '../lib/components/page-loader';
import { HandoffExchange, LogoutRedirect, SignedInGate } from '../lib/session-entry';
import { staffRouter } from './router';

/**
 * What /staff shows: the auth_token hand-off from the login host (exchanged once, then removed
 * from the address bar), logout=1, or the signed-in console. The API refuses a patient session on
 * every staff endpoint (403), which ends the session here as anywhere else.
 */
export function StaffEntry() {
  const params = new URLSearchParams(window.location.search);
  if (params.get('logout') === '1') return <LogoutRedirect loader={<PageLoader />} />;
  const token = params.get('auth_token');
  if (token) {
    // A patient who lands here belongs in the portal.
    return (
      <HandoffExchange token={token} router={staffRouter} kind="staff" home={{ route: '/', url: '/staff' }}
        elsewhere="/p/dashboard" loader={<PageLoader />} />
    );
  }
  return <SignedInGate router={staffRouter} loader={<PageLoader />} />;
}
