import { lazyComponent } from '../../../lib/lazy-page';
import type { PaymentFixProps } from './payment-fix';

/**
 * The payment fix (its card picker and card form) as a chunk of its own, for a page that shows it
 * only when a payment failed (a request's page): it loads when shown, not with the page.
 */
export const LazyPaymentFix = lazyComponent<PaymentFixProps>(() =>
  import('./payment-fix').then((m) => ({ default: m.PaymentFix })),
);
