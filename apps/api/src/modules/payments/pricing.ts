import { feesFor, type Fees, type ServiceChargeResponse } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { paymentsRepository as repo } from './repository';

/**
 * A custodian's fees: custodians.pricing (integer cents) over the default schedule in
 * packages/shared/src/domain/fees.ts, all zero with free_pricing.
 */
export async function custodianFees(
  db: DbOrTx,
  custodianId: number,
  isForm: boolean,
): Promise<{ fees: Fees; paymentRemovedForFree: boolean }> {
  const c = await repo.custodian(db, custodianId);
  if (!c || !c.active) throw notFound();
  return {
    fees: feesFor(c.pricing, { freePricing: c.freePricing, isForm }),
    paymentRemovedForFree: c.paymentRemovedForFree,
  };
}

/** The spec's wire form: each service with its key and price. */
export function toServiceCharge(fees: Fees, paymentRemovedForFree: boolean): ServiceChargeResponse {
  return {
    ...(fees.formCompletion !== undefined
      ? { form_completion: { key: 'form_completion', price: fees.formCompletion } }
      : {}),
    ...(fees.archieveRecordService !== undefined
      ? { archieve_record_service: { key: 'archieve_record_service', price: fees.archieveRecordService } }
      : {}),
    record_deliver_services: [
      { key: 'instant_download', price: fees.instantDownload },
      { key: 'fax_return', price: fees.faxReturn },
      { key: 'free_delivery', price: fees.freeDelivery },
    ],
    rush_request_service: { key: 'rush_request', price: fees.rushRequest },
    retrieval_service: { key: 'retrieval_service', price: fees.retrievalService },
    free_pricing: fees.freePricing,
    payment_removed_for_free: paymentRemovedForFree,
  };
}
