import { lazy } from 'react';
import { withRestStyles } from '../../../app/styles/lazy-styles';

/**
 * The 'Select Request Type' dialog as a chunk of its own, for pages where no provider has been
 * picked yet (the dashboard): it loads with the first pick, not with the page.
 */
export const LazySelectRequestTypeModal = lazy(() =>
  withRestStyles(import('./select-request-type-modal')).then((m) => ({ default: m.SelectRequestTypeModal })),
);
