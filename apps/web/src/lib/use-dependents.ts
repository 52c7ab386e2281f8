import { apiPath } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { Dependent } from '@portal/shared';
import { api } from './api';

/**
 * The account's dependents: the dependents pages list them and the request wizard's patient step
 * offers them, so the query lives here, below both features (features/dependents changes them).
 */
export const dependentsKey = ['dependents'] as const;

export function useDependents() {
  return useQuery({
    queryKey: dependentsKey,
    queryFn: async () => (await api<{ dependents: Dependent[] }>(apiPath('listDependents'))).dependents,
  });
}
