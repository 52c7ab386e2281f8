import {
  dateChoiceFromFields,
  dateChoiceToFields,
  type RequestBodyInput,
  type WizardRequest,
  type WizardState,
} from '@portal/shared';

/**
 * What the wizard sends: the Request fields of spec section 3 from its state, plus `wizard`, the
 * parts it restores on resume that have no column (auth type, files chosen, patient info).
 */
export function stateToBody(s: WizardState, idempotencyKey: string): RequestBodyInput | null {
  if (!s.provider) return null;
  const d = s.requestDetails;
  return {
    rid: s.rid ?? undefined,
    idempotency_key: idempotencyKey,
    custodian_id: s.provider.id,
    dependent_id: s.patientId,
    current_step: Math.min(s.currentStep, 10),
    ...(s.kind === 'record' ? dateChoiceToFields(s.date) : { all_records: false }),
    form_id: s.kind === 'form' ? s.typeId : null,
    custodian_form: s.kind === 'form' ? (s.patientForm ?? s.fileData?.name ?? null) : null,
    reason_for_request: d?.reason_for_request ?? [],
    record_types: d?.record_types ?? [],
    scope: d?.scope ?? [],
    delivery_method: d?.delivery_method ?? null,
    rush_request: d?.rush_request ?? false,
    remarks: d?.remarks ?? null,
    fax_number: d?.fax_number ?? null,
    recipient_name: d?.recipient_name ?? null,
    recipient_type: d?.recipient_type ?? null,
    remark: d?.remark ?? null,
    card_id: s.paymentMethod === 'card' ? s.payment : null,
    check_payment: s.paymentMethod === 'check',
    initials: s.estimateInitials || null,
    is_upload_authorization: s.authType === 'upload',
    ...(s.kind === 'form' && s.typeId !== null && s.formAnswers ? { form_answers: s.formAnswers } : {}),
    wizard: {
      provider: s.provider,
      patientInfo: s.patientInfo,
      authType: s.authType,
      auth: s.auth,
      authLanguage: s.authLanguage,
      govtId: s.govtId,
      supportingDocs: s.supportingDocs,
      paymentMethod: s.paymentMethod,
      typeId: s.typeId,
      fileData: s.fileData,
      patientForm: s.patientForm,
      idempotencyKey,
    },
  };
}

/** A saved draft back into wizard state (restored up to its current step by the caller). */
export function requestToState(r: WizardRequest): Partial<WizardState> {
  const w = r.wizard;
  const reasons = r.reason_for_request ? r.reason_for_request.split(',').filter(Boolean) : [];
  return {
    rid: r.rid,
    requestId: r.id,
    provider: w.provider ?? (r.custodian ? { id: r.custodian.id, name: r.custodian.name } : null),
    providerName: r.custodian?.name ?? '',
    patientId: r.dependent_id,
    patientInfo: w.patientInfo ?? null,
    date: dateChoiceFromFields(r),
    authType: w.authType ?? null,
    auth: w.auth ?? null,
    authLanguage: w.authLanguage ?? null,
    govtId: w.govtId ?? { front_file: null, back_file: null },
    supportingDocs: w.supportingDocs ?? [],
    requestDetails:
      r.delivery_method || reasons.length
        ? {
            reason_for_request: reasons,
            record_types: r.record_types,
            scope: r.scope,
            delivery_method: r.delivery_method ?? '',
            rush_request: r.rush_request,
            remarks: r.remarks ?? '',
            fax_number: r.fax_number ?? undefined,
            recipient_name: r.recipient_name ?? undefined,
            recipient_type: r.recipient_type ?? undefined,
            remark: r.remark ?? undefined,
          }
        : null,
    paymentMethod: w.paymentMethod ?? (r.check_payment ? 'check' : r.card_id ? 'card' : null),
    payment: r.card_id,
    estimateInitials: r.initials ?? '',
    typeId: r.form_id ?? w.typeId ?? null,
    fileData: w.fileData ?? null,
    patientForm: w.patientForm ?? r.custodian_form ?? null,
    formAnswers: r.form_answers ?? null,
  };
}

export const idempotencyKeyOf = (r: WizardRequest): string | null => r.wizard.idempotencyKey ?? null;
