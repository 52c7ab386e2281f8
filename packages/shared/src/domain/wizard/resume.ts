import { routeOfStep, STEP, type WizardKind, type WizardRoute } from './steps';

/** Navigation to the restored step waits this long (spec section 4 "Resuming a draft"). */
export const RESUME_DELAY_MS = 1000;

export interface RequestInfoLike {
  reason_for_request?: string[] | null;
  record_types?: string[] | null;
  delivery_method?: string | null;
  fax_number?: string | null;
  recipient_name?: string | null;
  recipient_type?: string | null;
}

const filled = (v: string | null | undefined) => Boolean(v && v.trim());

/**
 * Request info counts as complete only with a reason and record types, and for fax-return
 * delivery also a fax number, recipient name and recipient type. A forms request has no record
 * types (its form's questions take their place), so for forms the reason is enough.
 */
export function isRequestInfoComplete(d: RequestInfoLike | null | undefined, kind: WizardKind = 'record'): boolean {
  if (!d) return false;
  if (!d.reason_for_request?.length || (kind === 'record' && !d.record_types?.length)) return false;
  if (d.delivery_method === 'fax_return') {
    return filled(d.fax_number) && filled(d.recipient_name) && filled(d.recipient_type);
  }
  return true;
}

export interface ResumeInput {
  kind: WizardKind;
  currentStep: number;
  requestInfo: RequestInfoLike | null;
  formAuthHasFormId?: boolean;
  /** Forms: one of the provider's forms was chosen and answered online (no uploaded form). */
  formFilledOnline?: boolean;
  freePricing?: boolean;
  paymentRemovedForFree?: boolean;
}

/**
 * The step the draft is restored up to: its saved current_step, but never past request info
 * when request info is not complete (its data would be missing from what follows), and never
 * the final step (a draft has not been submitted).
 */
export function restoredStep(input: Pick<ResumeInput, 'currentStep' | 'requestInfo'> & { kind?: WizardKind }): number {
  let step = Math.max(STEP.Provider, Math.min(input.currentStep, STEP.Confirm));
  if (step > STEP.RequestDetails && !isRequestInfoComplete(input.requestInfo, input.kind)) step = STEP.RequestDetails;
  return step;
}

/**
 * Where a resumed draft lands: one step before the restored step, two before when it is 8; a
 * landing on payment goes to confirm when the provider removed the payment method for free
 * requests and has free pricing.
 */
export function resumeLanding(input: ResumeInput): { step: number; route: WizardRoute } {
  const restored = restoredStep(input);
  let step = Math.max(STEP.Provider, restored - (restored === STEP.RequestDetails ? 2 : 1));
  if (step === STEP.Payment && input.freePricing && input.paymentRemovedForFree) step = STEP.Confirm;
  const { formAuthHasFormId, formFilledOnline } = input;
  return { step, route: routeOfStep(input.kind, step, { formAuthHasFormId, formFilledOnline }) };
}

/** Free requests skip payment when the provider removed the payment method for them. */
export const skipsPayment = (c: { free_pricing?: boolean; payment_removed_for_free?: boolean } | null | undefined) =>
  Boolean(c?.free_pricing && c?.payment_removed_for_free);
