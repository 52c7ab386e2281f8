import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../lib/lazy-page';
import { useProfile } from '../../lib/use-profile';

/** Its Alert loads with it; main-portal.tsx loads it before a first render that draws it. */
export const DobAlert = lazyComponent<{ withLink: boolean }>(() =>
  import('./notices').then((m) => ({ default: m.DobAlert })),
);

/** Warning shown while the profile has no date_of_birth (spec section 2 "Layout"). */
export function DobBanner() {
  const { data } = useProfile();
  const { pathname } = useLocation();
  if (!data || data.date_of_birth) return null;
  return (
    <Suspense fallback={null}>
      <DobAlert withLink={pathname !== '/profile'} />
    </Suspense>
  );
}
