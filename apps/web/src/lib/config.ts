import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@portal/shared';
import { apiPath, LIMITS } from '@portal/shared';
import { api } from './api';

const fallback: ClientConfig = {
  idle_timeout_ms: LIMITS.inactivityTimeoutMs,
  warning_ms: LIMITS.warningCountdownMs,
  stripe_publishable_key: null,
  subscription_price_cents: 499,
  contact_email: '',
};

export const clientConfigKey = ['client-config'] as const;

/**
 * Public runtime settings from the server (timeouts, publishable keys, prices, the contact
 * address). Until they arrive the fallback holds no address: a page shows the configured one or
 * none, never a placeholder.
 */
export const clientConfigQuery = queryOptions({
  queryKey: clientConfigKey,
  queryFn: () => api<ClientConfig>(apiPath('getClientConfig'), { public: true }),
  staleTime: Infinity,
});

export function useClientConfig(): ClientConfig {
  const { data } = useQuery(clientConfigQuery);
  return data ?? fallback;
}
