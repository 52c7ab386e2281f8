import { faxSchema, formAnswerProblems, formFieldsFor, MESSAGES, skipsPayment, type RequestBody } from '@portal/shared';

export interface SubmissionContext {
  kind: 'Record' | 'Form';
  custodian: {
    patientFormTemplates: Array<{ id: number; name: string }>;
    freePricing: boolean;
    paymentRemovedForFree: boolean;
    acceptsForms: boolean;
  };
}

/**
 * What a submission must hold beyond the body's shape (spec sections 3-5): dates of service or a
 * form, request info complete, a payment choice unless the provider waives it, and initials.
 * Answers field → spec message; empty when the submission may go ahead.
 */
export function submissionProblems(b: RequestBody, c: SubmissionContext): Record<string, string> {
  const p: Record<string, string> = {};
  if (c.kind === 'Record') {
    if (!b.all_records && !b.records_after && !b.records_before) p.records_after = MESSAGES.required;
    if (b.records_after && b.records_before && b.records_after > b.records_before)
      p.records_before = MESSAGES.invalidDate;
  } else {
    if (!c.custodian.acceptsForms) p.custodian_id = MESSAGES.custodianNotFound;
    const template = b.form_id ? c.custodian.patientFormTemplates.find((f) => f.id === b.form_id) : undefined;
    if (b.form_id && !template) p.form_id = MESSAGES.required;
    if (!b.form_id && !b.custodian_form) p.custodian_form = MESSAGES.required;
    // A provider form filled in online needs its own questions answered (not record types).
    if (template) {
      for (const [key, message] of Object.entries(formAnswerProblems(formFieldsFor(template.name), b.form_answers)))
        p[`form_answers.${key}`] = message;
    }
  }
  if (!b.reason_for_request.length) p.reason_for_request = MESSAGES.required;
  if (c.kind === 'Record' && !b.record_types.length) p.record_types = MESSAGES.required;
  if (!b.delivery_method) p.delivery_method = MESSAGES.required;
  if (b.delivery_method === 'fax_return') {
    const fax = faxSchema.safeParse(b.fax_number ?? '');
    if (!fax.success) p.fax_number = fax.error.issues[0]?.message ?? MESSAGES.required;
    if (!b.recipient_name) p.recipient_name = MESSAGES.required;
    if (!b.recipient_type) p.recipient_type = MESSAGES.required;
  }
  const free = skipsPayment({
    free_pricing: c.custodian.freePricing,
    payment_removed_for_free: c.custodian.paymentRemovedForFree,
  });
  if (!free && !b.check_payment && !b.card_id) p.card_id = MESSAGES.selectCardFirst;
  if (!b.initials) p.initials = MESSAGES.required;
  return p;
}
