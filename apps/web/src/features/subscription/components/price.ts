import { formatCents } from '@portal/shared';
import { useClientConfig } from '../../../lib/config';

/** The one configured Store & Share price (SUBSCRIPTION_PRICE_CENTS), formatted the same everywhere. */
export function useSubscriptionPrice(): string {
  return formatCents(useClientConfig().subscription_price_cents);
}
