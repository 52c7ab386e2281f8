import { money } from '../../../lib/format';
import { useClientConfig } from '../../../lib/config';

/** The one configured Store & Share price (SUBSCRIPTION_PRICE_CENTS), formatted the same everywhere. */
export function useSubscriptionPrice(): string {
  return money(useClientConfig().subscription_price_cents);
}
