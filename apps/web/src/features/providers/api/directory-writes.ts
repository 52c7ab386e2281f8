import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type SuggestedProviderInput } from '@portal/shared';
import { api } from '../../../lib/api';
import { custodianKeys, favoriteKeys } from './custodians';

// The directory's two writes, apart from its reads (search.ts): the search widget's first screen
// reads only, and needs neither these nor react-query's mutation code.

export function useSuggestProvider() {
  return useMutation({
    mutationFn: (body: SuggestedProviderInput) =>
      api<{ id: number; message: string }>(apiPath('suggestProvider'), { method: 'POST', body }),
  });
}

/** Add or remove a favorite; every list showing is_favorite is refreshed. */
export function useToggleFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      api<{ message: string; is_favorite: boolean }>(favorite ? apiPath('addFavorite') : apiPath('removeFavorite'), {
        method: favorite ? 'POST' : 'DELETE',
        body: { custodian_id: id },
      }),
    onSuccess: () =>
      qc
        .invalidateQueries({ queryKey: custodianKeys.all })
        .then(() => qc.invalidateQueries({ queryKey: favoriteKeys.all })),
  });
}
