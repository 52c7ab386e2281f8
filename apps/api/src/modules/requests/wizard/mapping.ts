import {
  formFieldsFor,
  pickFormAnswers,
  type RequestBody,
  type WizardRequest,
  type RequestDetailsFields,
  readWizardDraft,
} from '@portal/shared';
import type { RequestRow, RequestValues } from './repository';

/** The columns a draft save or a submission writes from the wire body (spec section 3 fields). */
export function bodyToValues(b: RequestBody): RequestValues {
  return {
    custodianId: b.custodian_id,
    dependentId: b.dependent_id ?? null,
    selectedLocation: b.selected_location ?? null,
    allRecords: b.all_records,
    recordsBefore: b.records_before ?? null,
    recordsAfter: b.records_after ?? null,
    formId: b.form_id ?? null,
    custodianForm: b.custodian_form ?? null,
    reasonForRequest: b.reason_for_request,
    recordTypes: b.record_types,
    scope: b.scope,
    deliveryMethod: b.delivery_method ?? null,
    rushRequest: b.rush_request,
    remarks: b.remarks ?? null,
    // The fax block only means something for fax-return delivery.
    faxNumber: b.delivery_method === 'fax_return' ? (b.fax_number ?? null) : null,
    recipientName: b.delivery_method === 'fax_return' ? (b.recipient_name ?? null) : null,
    recipientType: b.delivery_method === 'fax_return' ? (b.recipient_type ?? null) : null,
    remark: b.delivery_method === 'fax_return' ? (b.remark ?? null) : null,
    cardId: b.check_payment ? null : (b.card_id ?? null),
    checkPayment: b.check_payment,
    initials: b.initials ?? null,
    isUploadAuthorization: b.is_upload_authorization,
    // Only the chosen provider form's own questions are kept.
    formAnswers: b.form_id && b.form_answers ? pickFormAnswers(formFieldsFor(b.custodian_form), b.form_answers) : null,
    wizardData: b.wizard ?? {},
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The request-details columns as a loaded request answers them (the wizard's resume, the tracking page). */
export function requestDetailsOf(r: RequestRow): RequestDetailsFields {
  return {
    record_types: r.recordTypes,
    scope: r.scope,
    delivery_method: r.deliveryMethod,
    rush_request: r.rushRequest,
    remarks: r.remarks,
    fax_number: r.faxNumber,
    recipient_name: r.recipientName,
    recipient_type: r.recipientType,
    remark: r.remark,
  };
}

export function toWizardRequest(r: RequestRow, custodianName: string | null): WizardRequest {
  return {
    id: r.id,
    rid: r.rid,
    request_type: r.requestType,
    status: r.status,
    current_step: r.currentStep,
    custodian_id: r.custodianId,
    custodian: r.custodianId && custodianName ? { id: r.custodianId, name: custodianName } : null,
    dependent_id: r.dependentId,
    patient: {
      first_name: r.patientFirstName,
      middle_name: r.patientMiddleName,
      last_name: r.patientLastName,
      dob: r.patientDob,
    },
    all_records: r.allRecords,
    records_before: r.recordsBefore,
    records_after: r.recordsAfter,
    form_id: r.formId,
    custodian_form: r.custodianForm,
    reason_for_request: r.reasonForRequest.join(','),
    ...requestDetailsOf(r),
    card_id: r.cardId,
    check_payment: r.checkPayment,
    initials: r.initials,
    is_upload_authorization: r.isUploadAuthorization,
    selected_location: r.selectedLocation,
    submitted_on: iso(r.submittedOn),
    ordered_on: iso(r.orderedOn),
    ...(r.formAnswers ? { form_answers: r.formAnswers } : {}),
    wizard: readWizardDraft(r.wizardData),
  };
}
