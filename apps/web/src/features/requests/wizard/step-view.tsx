import type { ComponentType } from 'react';
import type { WizardRoute } from '@portal/shared';
import { AddPaymentStep } from './steps/add-payment-step';
import { AuthTypeStep } from './steps/auth-type-step';
import { AuthorizationStep } from './steps/authorization-step';
import { ConfirmStep } from './steps/confirm-step';
import { CreatePatientStep } from './steps/create-patient-step';
import { DateStep } from './steps/date-step';
import { GovtIdStep } from './steps/govt-id-step';
import { PatientStep } from './steps/patient-step';
import { PaymentStep } from './steps/payment-step';
import { ProviderStep } from './steps/provider-step';
import { RequestConfirmedStep } from './steps/request-confirmed-step';
import { RequestInfoStep } from './steps/request-info-step';
import { SupportingDocsStep } from './steps/supporting-docs-step';
import { TypeStep } from './steps/type-step';
import { UploadTypeStep } from './steps/upload-type-step';

/** One component per wizard route (spec section 2). */
const STEPS: Record<WizardRoute, ComponentType> = {
  provider: ProviderStep,
  patient: PatientStep,
  'create-patient': CreatePatientStep,
  date: DateStep,
  type: TypeStep,
  'upload-type': UploadTypeStep,
  'auth-type': AuthTypeStep,
  authorization: AuthorizationStep,
  'govt-id': GovtIdStep,
  'supporting-docs': SupportingDocsStep,
  'request-info': RequestInfoStep,
  payment: PaymentStep,
  'add-payment': AddPaymentStep,
  confirm: ConfirmStep,
  requestConfirmed: RequestConfirmedStep,
};

export function StepView({ route }: { route: WizardRoute }) {
  const Step = STEPS[route];
  // Keyed by route: each step's form starts from the wizard state when it opens.
  return <Step key={route} />;
}
