import { Suspense } from 'react';
import { portalRoute, RETURN_PARAM, safeReturnPath } from '@portal/shared/domain/return-path';
import { PageLoader } from '../lib/components/page-loader';
import { lazyComponent } from '../lib/lazy-page';
import { HandoffExchange, LogoutRedirect, SignedInGate } from '../lib/session-entry';
import { openRoute, PortalRouter } from './router';
import { withRestStyles } from './styles/lazy-styles';

// The HIPAA page with its form when the address opens the form.
const hipaaPage = () =>
  import('../public/hipaa-page').then(async (m) => {
    await m.ready();
    return m;
  });

// Each loaded before the first render when the address opens it (main-portal.tsx): React's first
// commit draws the page, not a loader a commit before it. The pages a mailed link opens draw a
// request's texts (lib/english-request-texts.ts), not the whole catalog.
const PUBLIC_PAGES = {
  hippa_auth: lazyComponent(() => withRestStyles(hipaaPage(), 'request')),
  govt_document: lazyComponent(() => withRestStyles(import('../public/govt-id-page'), 'request')),
  patient_document: lazyComponent(() => withRestStyles(import('../public/patient-form-page'), 'request')),
  shared_records: lazyComponent(() => withRestStyles(import('../public/shared-records-page'))),
};

const PUBLIC_FLAGS = ['hippa_auth', 'govt_document', 'patient_document', 'shared_records'] as const;

/** The public page the address opens (spec section 2 "Public modes"), if any. */
export function publicPageOf(params: URLSearchParams) {
  const flag = PUBLIC_FLAGS.find((f) => params.get(f) === 'true');
  return flag ? PUBLIC_PAGES[flag] : null;
}

/** Loads the public page the address opens; null when it opens none. */
export function preloadPublicPage(params: URLSearchParams): Promise<unknown> | null {
  return publicPageOf(params)?.preload() ?? null;
}

/**
 * The auth_token hand-off from the login host, when the address asks for it (not a public page,
 * not logout=1): the token and where it leads (the portal page the visitor had asked for,
 * checked again here, else the dashboard). main-portal.tsx exchanges it before the first render.
 */
export function portalHandoff(params: URLSearchParams): { token: string; home: { route: string; url: string } } | null {
  const token = params.get('auth_token');
  if (!token || params.get('logout') === '1' || PUBLIC_FLAGS.some((f) => params.get(f) === 'true')) return null;
  const next = safeReturnPath(params.get(RETURN_PARAM));
  return { token, home: next ? { route: portalRoute(next), url: next } : { route: '/dashboard', url: '/p/dashboard' } };
}

/** Whether the address opens the signed-in portal (not a public page, not logout=1). */
export function signedInAddress(params: URLSearchParams): boolean {
  return params.get('logout') !== '1' && !PUBLIC_FLAGS.some((f) => params.get(f) === 'true');
}

/**
 * Chooses what /p shows from the URL flags of spec section 2 "Public modes": the three public
 * pages (no login), logout=1, the auth_token hand-off, or the signed-in portal.
 */
export function PortalEntry() {
  const params = new URLSearchParams(window.location.search);
  const PublicPage = publicPageOf(params);
  if (PublicPage)
    return (
      <Suspense fallback={<PageLoader />}>
        <PublicPage />
      </Suspense>
    );
  if (params.get('logout') === '1')
    return <LogoutRedirect autoTimeout={params.get('auto_timeout') === '1'} loader={<PageLoader />} />;
  const handoff = portalHandoff(params);
  // Still here only when main-portal's exchange could not reach the server: one more try.
  if (handoff)
    return (
      <HandoffExchange {...handoff} open={openRoute} kind="patient" elsewhere="/staff" loader={<PageLoader />}>
        <PortalRouter />
      </HandoffExchange>
    );
  return (
    <SignedInGate loader={<PageLoader />}>
      <PortalRouter />
    </SignedInGate>
  );
}
