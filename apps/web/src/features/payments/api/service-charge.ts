import { useQuery } from '@tanstack/react-query';
import { apiPath, feesFromServiceCharge, type ServiceChargeResponse } from '@portal/shared';
import { api } from '../../../lib/api';

export const serviceChargeKeys = {
  fees: (custodianId: number | null, isForm: boolean) => ['service-charge', custodianId, isForm] as const,
};

/** A provider's fees (POST /api/v2/custodians/{id}/get_record_service_charge?is_form=…). */
export function useServiceCharge(custodianId: number | null, isForm: boolean) {
  return useQuery({
    queryKey: serviceChargeKeys.fees(custodianId, isForm),
    queryFn: async () =>
      feesFromServiceCharge(
        await api<ServiceChargeResponse>(apiPath('getServiceCharge', { id: custodianId! }), {
          method: 'POST',
          query: { is_form: isForm },
        }),
      ),
    enabled: Boolean(custodianId),
    staleTime: 5 * 60_000,
  });
}
