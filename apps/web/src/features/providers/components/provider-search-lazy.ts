import { lazy } from 'react';
import { withRestStyles } from '../../../app/styles/lazy-styles';

/**
 * The provider search as a chunk of its own, for pages that show it only once asked (Favorites'
 * Find): it loads when first opened, not with the page.
 */
export const LazyProviderSearch = lazy(() =>
  withRestStyles(import('./provider-search')).then((m) => ({ default: m.ProviderSearch })),
);
