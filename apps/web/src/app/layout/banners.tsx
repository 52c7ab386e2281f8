import { Suspense } from 'react';
import { useBanners, type Banner } from '../../lib/banners';
import { lazyComponent } from '../../lib/lazy-page';

const BannerList = lazyComponent<{ banners: Banner[] }>(() =>
  import('./notices').then((m) => ({ default: m.BannerList })),
);

/** Shows success (green) and error (red) banners; each resets after 5 s. */
export function Banners() {
  const banners = useBanners();
  if (!banners.length) return null;
  return (
    <Suspense fallback={null}>
      <BannerList banners={banners} />
    </Suspense>
  );
}
