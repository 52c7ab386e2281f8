import { useEffect } from 'react';
import { apiPath, type ActingGrant } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from './api';
import { actingStore, useActing } from './acting';

/** The same cache entry as the caregivers page's list of grants (features/caregivers/api). */
const GRANTS_KEY = ['acting-grants'] as const;

/**
 * Keeps the tab's "acting for" in step with the grant as the patient holds it now: what it
 * shows follows the scopes the patient last chose (the server checks them on every call
 * anyway), and a grant that ended or was left drops the tab back to the caregiver's own account.
 * The grants are asked for again on each move to another page (one small read, about the
 * caregiver's own account, so sent without the acting header).
 */
export function useActingSync() {
  const acting = useActing();
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const grants = useQuery({
    queryKey: GRANTS_KEY,
    queryFn: async () => (await api<{ grants: ActingGrant[] }>(apiPath('listActingGrants'))).grants,
    enabled: !!acting,
    staleTime: 0,
  });
  const { refetch } = grants;

  useEffect(() => {
    if (actingStore.get()) void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    const now = actingStore.get();
    if (!now || !grants.data || grants.isFetching) return;
    const held = grants.data.find((g) => g.id === now.id);
    if (!held) {
      actingStore.set(null);
      qc.clear();
      return;
    }
    // The scopes and the Part 2 consent decide what every page offers (lib/grant.tsx).
    const same =
      held.patient_name === now.patient_name &&
      held.part2_consent === (now.part2_consent ?? false) &&
      held.scopes.length === now.scopes.length &&
      held.scopes.every((s) => now.scopes.includes(s));
    if (!same)
      actingStore.set({
        ...now,
        patient_name: held.patient_name,
        scopes: held.scopes,
        part2_consent: held.part2_consent,
      });
  }, [grants.data, grants.isFetching, qc]);
}
