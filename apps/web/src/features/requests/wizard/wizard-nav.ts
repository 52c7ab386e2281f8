import { skipsPayment, type WizardRoute, type WizardState } from '@portal/shared';

/** The id of the current step's heading (a step's form can be labelled by it). */
export const STEP_HEADING_ID = 'wizard-step-heading';

export const wizardBase = (kind: WizardState['kind']) => (kind === 'record' ? '/record-request' : '/form-request');

/** Paths inside either wizard: moving between them skips the leave prompt (spec section 2). */
export const isWizardPath = (pathname: string) => /^\/(record|form)-request(\/|$)/.test(pathname);

/**
 * The step before a route, for the Back button. The forms flow branches at its type step: a
 * provider form is signed on the authorization step directly; an uploaded form goes through
 * upload-type and auth-type.
 */
export function previousRoute(
  route: WizardRoute,
  s: WizardState,
  custodian: { free_pricing?: boolean; payment_removed_for_free?: boolean } | null,
): WizardRoute | null {
  const formTemplate = s.kind === 'form' && s.typeId !== null;
  switch (route) {
    case 'provider':
      return null;
    case 'patient':
      return 'provider';
    case 'create-patient':
      return 'patient';
    case 'date':
    case 'type':
      return 'patient';
    case 'upload-type':
      return 'type';
    case 'auth-type':
      return s.kind === 'record' ? 'date' : 'upload-type';
    case 'authorization':
      return formTemplate ? 'type' : 'auth-type';
    case 'govt-id':
      return 'authorization';
    case 'supporting-docs':
      return 'govt-id';
    case 'request-info':
      return 'supporting-docs';
    case 'payment':
      return 'request-info';
    case 'add-payment':
      return 'payment';
    case 'confirm':
      return skipsPayment(custodian) ? 'request-info' : 'payment';
    case 'requestConfirmed':
      return null;
  }
}
