import { Suspense, useEffect, type ComponentType } from 'react';
import type { WizardRoute } from '@portal/shared';
import { loadRestStyles, withRestStyles } from '../../../app/styles/lazy-styles';
import { PageLoader } from '../../../lib/components/page-loader';
import { loadAllTexts } from '../../../lib/i18n';
import { lazyComponent } from '../../../lib/lazy-page';

type Later = Exclude<WizardRoute, 'provider'>;
type Loader = () => Promise<ComponentType>;

/**
 * Every step after the provider step is a chunk of its own, loaded with a request's styles and
 * texts (request.css, english-request-texts; the provider step's styles are in critical.css): a step
 * opened from its address (a resumed draft) downloads its own forms and widgets, not every
 * other step's (the signature pad, the card form, the uploads). Each loads once.
 */
const step =
  <T,>(load: () => Promise<T>, pick: (mod: T) => ComponentType): Loader =>
  () =>
    withRestStyles(load(), 'request').then(pick);
const LOADERS: Record<Later, Loader> = {
  patient: step(
    () => import('./steps/patient-step'),
    (m) => m.PatientStep,
  ),
  'create-patient': step(
    () => import('./steps/create-patient-step'),
    (m) => m.CreatePatientStep,
  ),
  date: step(
    () => import('./steps/date-step'),
    (m) => m.DateStep,
  ),
  type: step(
    () => import('./steps/type-step'),
    (m) => m.TypeStep,
  ),
  'upload-type': step(
    () => import('./steps/upload-type-step'),
    (m) => m.UploadTypeStep,
  ),
  'auth-type': step(
    () => import('./steps/auth-type-step'),
    (m) => m.AuthTypeStep,
  ),
  authorization: step(
    () => import('./steps/authorization-step'),
    (m) => m.AuthorizationStep,
  ),
  'govt-id': step(
    () => import('./steps/govt-id-step'),
    (m) => m.GovtIdStep,
  ),
  'supporting-docs': step(
    () => import('./steps/supporting-docs-step'),
    (m) => m.SupportingDocsStep,
  ),
  'request-info': step(
    () => import('./steps/request-info-step'),
    (m) => m.RequestInfoStep,
  ),
  payment: step(
    () => import('./steps/payment-step'),
    (m) => m.PaymentStep,
  ),
  'add-payment': step(
    () => import('./steps/add-payment-step'),
    (m) => m.AddPaymentStep,
  ),
  confirm: step(
    () => import('./steps/confirm-step'),
    (m) => m.ConfirmStep,
  ),
  requestConfirmed: step(
    () => import('./steps/request-confirmed-step'),
    (m) => m.RequestConfirmedStep,
  ),
};

const loading = new Map<Later, Promise<ComponentType>>();
/** One step's chunk (asked for once; a failed download is asked for again next time). */
function loadStep(route: Later): Promise<ComponentType> {
  let p = loading.get(route);
  if (!p) {
    p = LOADERS[route]().catch((err: unknown) => {
      loading.delete(route);
      throw err;
    });
    loading.set(route, p);
  }
  return p;
}

let summary: Promise<typeof import('./cost-summary')> | null = null;
const loadCostSummary = () => (summary ??= withRestStyles(import('./cost-summary'), 'request'));

/**
 * The provider step is a chunk of its own too (without request.css: its styles are in critical.css),
 * so that a later step's address does not download the directory search. An address whose step
 * is not a later one draws the provider step.
 */
const ProviderStep = lazyComponent((): Promise<{ default: ComponentType }> =>
  import('./steps/provider-step').then((m) => ({ default: m.ProviderStep })),
);

/**
 * Every other step's chunk, the cost summary's, the rest of the styles and the whole English
 * catalog (a step's widgets and dialogs may draw any component and namespace), so that moving on
 * (or back) opens the next step at once: asked for once the patient starts using the page.
 */
export function loadLaterSteps(): Promise<unknown> {
  return Promise.all([
    loadCostSummary(),
    ProviderStep.preload(),
    loadRestStyles(),
    loadAllTexts(),
    ...(Object.keys(LOADERS) as Later[]).map(loadStep),
  ]);
}

const LazyCostSummary = lazyComponent((): Promise<{ default: ComponentType<{ showCheck: boolean }> }> =>
  loadCostSummary().then((m) => ({ default: m.CostSummary })),
);

/** The running cost summary of the steps after the provider (a chunk of its own). */
export function CostSummary(props: { showCheck: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyCostSummary {...props} />
    </Suspense>
  );
}

// Drawn at once when its chunk is in (preloadStep): a page opened at a step's address, drawn by
// the server or over the static shell, shows the step in React's first commit, not a loader.
const lazyStep = (route: Later) =>
  lazyComponent<object>(() => loadStep(route).then((Step): { default: ComponentType } => ({ default: Step })));

/**
 * What a step's address draws first: its chunk and, but on the provider and confirm steps, the
 * cost summary's (router.tsx preloads them with the wizard's page; the server's render and the
 * build's prerender wait for them too).
 */
export function preloadStep(route: string): Promise<unknown> {
  if (!(route in LOADERS)) return ProviderStep.preload();
  const later = route as Later;
  return Promise.all([STEPS[later].preload(), NO_SUMMARY.has(later) ? null : LazyCostSummary.preload()]);
}
const NO_SUMMARY = new Set<WizardRoute>(['confirm', 'requestConfirmed']);

/** One component per wizard route (spec section 2). */
const STEPS: Record<WizardRoute, typeof ProviderStep> = {
  provider: ProviderStep,
  patient: lazyStep('patient'),
  'create-patient': lazyStep('create-patient'),
  date: lazyStep('date'),
  type: lazyStep('type'),
  'upload-type': lazyStep('upload-type'),
  'auth-type': lazyStep('auth-type'),
  authorization: lazyStep('authorization'),
  'govt-id': lazyStep('govt-id'),
  'supporting-docs': lazyStep('supporting-docs'),
  'request-info': lazyStep('request-info'),
  payment: lazyStep('payment'),
  'add-payment': lazyStep('add-payment'),
  confirm: lazyStep('confirm'),
  requestConfirmed: lazyStep('requestConfirmed'),
};

/**
 * The other steps load once the patient starts using the page (a touch, a click, a key; on the
 * provider step also a field taking focus), so that the next step opens at once, but the first
 * screen's network and main thread are not spent on forms nobody sees yet. A later step's heading
 * takes focus by itself when it opens (wizard-page.tsx): that is not use.
 */
function useLaterStepsOnFirstUse(route: WizardRoute) {
  const first = route === 'provider';
  useEffect(() => {
    const events = first ? (['pointerdown', 'keydown', 'focusin'] as const) : (['pointerdown', 'keydown'] as const);
    const load = () => {
      for (const e of events) document.removeEventListener(e, load, true);
      void loadLaterSteps().catch(() => undefined);
    };
    for (const e of events) document.addEventListener(e, load, { capture: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, load, true);
    };
  }, [first]);
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
