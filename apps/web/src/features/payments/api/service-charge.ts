import { useQuery } from '@tanstack/react-query';
import type { Fees, ServiceChargeResponse } from '@portal/shared';
import { api } from '../../../lib/api';

/** The spec's wire form (each service with key and price) back to a Fees object (integer cents). */
export function toFees(s: ServiceChargeResponse): Fees {
  const price = (key: string) => s.record_deliver_services.find((l) => l.key === key)?.price ?? 0;
  return {
    instantDownload: price('instant_download'),
    faxReturn: price('fax_return'),
    freeDelivery: price('free_delivery'),
    rushRequest: s.rush_request_service.price,
    retrievalService: s.retrieval_service.price,
    freePricing: s.free_pricing,
    ...(s.form_completion ? { formCompletion: s.form_completion.price } : {}),
    ...(s.archieve_record_service ? { archieveRecordService: s.archieve_record_service.price } : {}),
  };
}

/** A provider's fees (POST /api/v2/custodians/{id}/get_record_service_charge?is_form=…). */
export function useServiceCharge(custodianId: number | null, isForm: boolean) {
  return useQuery({
    queryKey: ['service-charge', custodianId, isForm],
    queryFn: async () => toFees(await api<ServiceChargeResponse>(`/api/v2/custodians/${custodianId}/get_record_service_charge`, { method: 'POST', query: { is_form: isForm } })),
    enabled: Boolean(custodianId),
    staleTime: 5 * 60_000,
  });
}
