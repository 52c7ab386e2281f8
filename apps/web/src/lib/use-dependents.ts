import { apiPath } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { Dependent } from '@portal/shared';
import { api } from './api';
import { useActing } from './acting';
import { grantOf } from './grant';

/**
 * The account's dependents: the dependents pages list them and the request wizard's patient step
 * offers them, so the query lives here, below both features (features/dependents changes them).
 */
export const dependentsKey = ['dependents'] as const;

export function useDependents() {
  // The account holder's own: a caregiver acting for them is never sent to be refused.
  const mine = grantOf(useActing()).can('own');
  return useQuery({
    queryKey: dependentsKey,
    queryFn: async () => (await api<{ dependents: Dependent[] }>(apiPath('listDependents'))).dependents,
    enabled: mine,
  });
}
