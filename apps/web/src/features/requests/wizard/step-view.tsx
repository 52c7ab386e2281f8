import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { WizardRoute } from '@portal/shared';
import { withRestStyles } from '../../../app/styles/lazy-styles';
import { PageLoader } from '../../../lib/components/page-loader';
import { ProviderStep } from './steps/provider-step';

type LaterSteps = typeof import('./steps/later-steps');
let later: Promise<LaterSteps> | null = null;

/**
 * The chunk of every step after the provider step (one request, loaded once), with the styles of
 * the components past the first screens (rest.css): the provider step's are in critical.css.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  // A failed download (a phone between cell towers) is tried again on the next step, not kept.
  later ??= withRestStyles(import('./steps/later-steps')).catch((err: unknown) => {
    later = null;
    throw err;
  });
  return later;
}

const step = (name: Exclude<keyof LaterSteps, 'CostSummary'>) =>
  lazy(() => loadLaterSteps().then((m) => ({ default: m[name] })));

const LazyCostSummary = lazy(() => loadLaterSteps().then((m) => ({ default: m.CostSummary })));

/** The running cost summary of the steps after the provider (in the later steps' chunk). */
export function CostSummary(props: { showCheck: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyCostSummary {...props} />
    </Suspense>
  );
}

/** One component per wizard route (spec section 2). */
const STEPS: Record<WizardRoute, ComponentType> = {
  provider: ProviderStep,
  patient: step('PatientStep'),
  'create-patient': step('CreatePatientStep'),
  date: step('DateStep'),
  type: step('TypeStep'),
  'upload-type': step('UploadTypeStep'),
  'auth-type': step('AuthTypeStep'),
  authorization: step('AuthorizationStep'),
  'govt-id': step('GovtIdStep'),
  'supporting-docs': step('SupportingDocsStep'),
  'request-info': step('RequestInfoStep'),
  payment: step('PaymentStep'),
  'add-payment': step('AddPaymentStep'),
  confirm: step('ConfirmStep'),
  requestConfirmed: step('RequestConfirmedStep'),
};

/**
 * On the provider step the later steps load once the patient starts using the page (a touch,
 * a click, a key, a field taking focus), so that the step after it opens at once, but the first
 * screen's main thread is not spent on forms nobody sees yet.
 */
function useLaterStepsOnFirstUse(route: WizardRoute) {
  useEffect(() => {
    if (route !== 'provider') return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const load = () => {
      for (const e of events) document.removeEventListener(e, load, true);
      void loadLaterSteps();
    };
    for (const e of events) document.addEventListener(e, load, { capture: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, load, true);
    };
  }, [route]);
}

export function StepView({ route }: { route: WizardRoute }) {
  const Step = STEPS[route];
  useLaterStepsOnFirstUse(route);
  // Keyed by route: each step's form starts from the wizard state when it opens.
  return (
    <Suspense fallback={<PageLoader />}>
      <Step key={route} />
    </Suspense>
  );
}
