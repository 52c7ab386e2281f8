import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dependent, DependentInput } from '@portal/shared';
import { api } from '../../../lib/api';
import { dependentsKey, useDependents } from '../../../lib/use-dependents';

export { dependentsKey, useDependents };

export const dependentKey = (id: number) => ['dependents', id] as const;
/** A dependent's request timeline (the years, and one year's requests). */
export const timelineKeys = {
  years: (dependentId: number) => ['timeline', dependentId, 'years'] as const,
  year: (dependentId: number, year: number | null, sortDir: 'asc' | 'desc') =>
    ['timeline', dependentId, year, sortDir] as const,
};

export function useDependent(id: number) {
  return useQuery({
    queryKey: dependentKey(id),
    queryFn: () => api<Dependent>(apiPath('getDependent', { id })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Add (no id) or edit (id); the list and the one dependent are refreshed either way. */
export function useSaveDependent(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DependentInput) =>
      id
        ? api<Dependent>(apiPath('updateDependent', { id }), { method: 'PUT', body, timeout: true })
        : api<Dependent>(apiPath('createDependent'), { method: 'POST', body, timeout: true }),
    onSuccess: (d) => {
      qc.setQueryData(dependentKey(d.id), d);
      void qc.invalidateQueries({ queryKey: dependentsKey, exact: true });
    },
  });
}

export function useRemoveDependent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(apiPath('deleteDependent', { id }), { method: 'DELETE', timeout: true }),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: dependentKey(id) });
      void qc.invalidateQueries({ queryKey: dependentsKey, exact: true });
    },
  });
}
