import { lazy } from 'react';

/**
 * The payment methods as a chunk of their own (with the add-card form), for a page that draws
 * them below its first screen (Store & Share): they load when drawn, not with the page.
 */
export const LazyPaymentMethods = lazy(() => import('./payment-methods').then((m) => ({ default: m.PaymentMethods })));
