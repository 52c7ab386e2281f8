/**
 * The eleven wizard steps of spec section 4 and the routes of section 2 that show them.
 * Pure data and functions: the web wizard and the tests use the same tables.
 */
export const STEP = {
  Provider: 1,
  Patient: 2,
  /** Date (records) or Type (forms). */
  DateOrType: 3,
  AuthSelection: 4,
  Authorization: 5,
  GovtId: 6,
  SupportingDocs: 7,
  RequestDetails: 8,
  Payment: 9,
  Confirm: 10,
  RequestId: 11,
} as const;

export const TOTAL_STEPS = 11;

export type WizardKind = 'record' | 'form';

export const RECORD_ROUTES = [
  'provider',
  'patient',
  'create-patient',
  'date',
  'auth-type',
  'authorization',
  'govt-id',
  'supporting-docs',
  'request-info',
  'payment',
  'add-payment',
  'confirm',
  'requestConfirmed',
] as const;
export const FORM_ROUTES = [
  'provider',
  'patient',
  'create-patient',
  'type',
  'upload-type',
  'auth-type',
  'authorization',
  'govt-id',
  'supporting-docs',
  'request-info',
  'payment',
  'add-payment',
  'confirm',
  'requestConfirmed',
] as const;
export type RecordRoute = (typeof RECORD_ROUTES)[number];
export type FormRoute = (typeof FORM_ROUTES)[number];
export type WizardRoute = RecordRoute | FormRoute;

/**
 * The step each route shows. A route shows only when the current step exceeds its minimum,
 * which is the step before it: the page of step n needs the user to have reached step n.
 * The forms' upload-type sits beside type (step 3): it is reached from the type page.
 */
export const ROUTE_STEP: Record<WizardRoute, number> = {
  provider: STEP.Provider,
  patient: STEP.Patient,
  'create-patient': STEP.Patient,
  date: STEP.DateOrType,
  type: STEP.DateOrType,
  'upload-type': STEP.DateOrType,
  'auth-type': STEP.AuthSelection,
  authorization: STEP.Authorization,
  'govt-id': STEP.GovtId,
  'supporting-docs': STEP.SupportingDocs,
  'request-info': STEP.RequestDetails,
  payment: STEP.Payment,
  'add-payment': STEP.Payment,
  confirm: STEP.Confirm,
  requestConfirmed: STEP.RequestId,
};

export const routesOf = (kind: WizardKind): readonly WizardRoute[] => (kind === 'record' ? RECORD_ROUTES : FORM_ROUTES);

export function isWizardRoute(kind: WizardKind, route: string | undefined): route is WizardRoute {
  return Boolean(route) && (routesOf(kind) as readonly string[]).includes(route as string);
}

/** The minimum a step's current number must exceed (spec section 2 "Step guards"). */
export const minimumOf = (route: WizardRoute): number => ROUTE_STEP[route] - 1;

/**
 * Step guard: the provider step always shows (it is where others fall back to); the final
 * confirmation only when the current step equals the total; any other step only when the
 * current step exceeds its minimum and is not the last step.
 */
export function canShowRoute(route: WizardRoute, currentStep: number): boolean {
  if (route === 'provider') return true;
  if (route === 'requestConfirmed') return currentStep === TOTAL_STEPS;
  return currentStep > minimumOf(route) && currentStep !== TOTAL_STEPS;
}

/** Where the guard sends a user who may not see a route. */
export const guardRedirect = (route: WizardRoute, currentStep: number): WizardRoute | null =>
  canShowRoute(route, currentStep) ? null : 'provider';

/** The route that shows a step number (the main route, not create-patient / add-payment). */
export function routeOfStep(
  kind: WizardKind,
  step: number,
  opts: { formAuthHasFormId?: boolean; formFilledOnline?: boolean } = {},
): WizardRoute {
  switch (step) {
    case STEP.Provider:
      return 'provider';
    case STEP.Patient:
      return 'patient';
    case STEP.DateOrType:
      return kind === 'record' ? 'date' : 'type';
    case STEP.AuthSelection:
      if (kind === 'record') return 'auth-type';
      // Forms: step 4 is reached through the upload page, replaced by /type when the form
      // authorization already has a form id (spec section 2), or when the form is one of the
      // provider's, filled in online: its answers are on /type; the upload page would look empty.
      return opts.formAuthHasFormId || opts.formFilledOnline ? 'type' : 'upload-type';
    case STEP.Authorization:
      return 'authorization';
    case STEP.GovtId:
      return 'govt-id';
    case STEP.SupportingDocs:
      return 'supporting-docs';
    case STEP.RequestDetails:
      return 'request-info';
    case STEP.Payment:
      return 'payment';
    case STEP.Confirm:
      return 'confirm';
    default:
      return step >= STEP.RequestId ? 'requestConfirmed' : 'provider';
  }
}

/** Progress in percent for the progress bar (the step shown out of the eleven). */
export const progressPercent = (route: WizardRoute): number => Math.round((ROUTE_STEP[route] / TOTAL_STEPS) * 100);
