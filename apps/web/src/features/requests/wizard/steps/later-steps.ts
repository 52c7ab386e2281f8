// Every wizard step after the first, in one chunk of its own: the provider step (the one a
// wizard opens on) draws without their forms, schemas and upload widgets, nor the
// running cost summary (and the payments feature behind it), which later steps show. StepView
// loads this chunk when the patient starts using the page, or on a later step's address.
export { AddPaymentStep } from './add-payment-step';
export { AuthTypeStep } from './auth-type-step';
export { AuthorizationStep } from './authorization-step';
export { ConfirmStep } from './confirm-step';
export { CreatePatientStep } from './create-patient-step';
export { DateStep } from './date-step';
export { GovtIdStep } from './govt-id-step';
export { PatientStep } from './patient-step';
export { PaymentStep } from './payment-step';
export { RequestConfirmedStep } from './request-confirmed-step';
export { RequestInfoStep } from './request-info-step';
export { SupportingDocsStep } from './supporting-docs-step';
export { TypeStep } from './type-step';
export { UploadTypeStep } from './upload-type-step';
export { CostSummary } from '../cost-summary';
