import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, Center, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  canShowRoute,
  initialWizardState,
  isWizardRoute,
  progressPercent,
  ROUTE_STEP,
  STEP,
  TOTAL_STEPS,
  wizardReducer,
  type CustodianSummary,
  type WizardKind,
  type WizardRoute,
} from '@portal/shared';
import { setAddressParam, useBlocker } from '../../../lib/app-history';
import { banner } from '../../../lib/banners';
import { PageTitle } from '../../../lib/components/page-title';
import { useProfile } from '../../../lib/use-profile';
import { useReloadWarning } from '../../../lib/use-reload-warning';
import { useCustodian } from '../../providers';
import { CostSummary, StepView } from './step-view';
import { useDraftAutosave } from './use-draft-autosave';
import { draftQueryKey, restoredFromCache, useDraftRestore } from './use-draft-restore';
import { wizardApi } from './wizard-api';
import { WizardContext, type CostPreview, type WizardContextValue } from './wizard-context';
import { isWizardPath, STEP_HEADING_ID, wizardBase } from './wizard-nav';

// The leave prompt (a dialog, with its focus trap and portal) loads when someone first leaves,
// not with the wizard's first step; then it stays mounted, so that closing animates
// and returns focus.
const LeavePrompt = lazy(() => import('./leave-prompt').then((m) => ({ default: m.LeavePrompt })));

/** Steps without the running cost summary: no provider yet, or the confirm step's own fee table. */
const NO_COST_SUMMARY = new Set<WizardRoute>(['provider', 'confirm', 'requestConfirmed']);

/** A per-session idempotency key (crypto.randomUUID needs a secure context; this does not). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The Records Request / Forms Request wizard: one reducer (packages/shared) for all its steps,
 * kept while the user moves between wizard paths and reset when the wizard is left.
 */
export function WizardPage({ kind }: { kind: WizardKind }) {
  const { t } = useTranslation();
  const { step } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ridParam = params.get('rid');
  const base = wizardBase(kind);
  // Favorites and landing pages start the wizard with the provider chosen (router state).
  const startCustodian = (location.state as { custodian?: CustodianSummary } | null)?.custodian ?? null;
  const route: WizardRoute = isWizardRoute(kind, step) ? step : 'provider';
  // A draft reloaded at its step and read by the server's render is restored in the first render.
  const client = useQueryClient();
  const [resumed] = useState(() => (ridParam ? restoredFromCache(client, kind, ridParam, route) : null));
  useEffect(() => {
    // Taken once: a later visit reads the draft again.
    if (resumed && ridParam) client.removeQueries({ queryKey: draftQueryKey(ridParam) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [state, dispatch] = useReducer(wizardReducer, kind, (k) => {
    const s = initialWizardState(k);
    if (resumed) return wizardReducer(s, { type: 'restore', state: resumed.state, currentStep: resumed.step });
    return startCustodian && !ridParam ? wizardReducer(s, { type: 'provider', provider: startCustodian }) : s;
  });
  const [idempotencyKey, setIdempotencyKey] = useState(() => resumed?.key ?? newKey());
  const profile = useProfile().data ?? null;
  const custodian = useCustodian(state.provider?.id).data ?? null;

  const go = useCallback(
    (to: WizardRoute, rid?: string) => {
      const r = rid ?? state.rid;
      void navigate(`${base}/${to}${r ? `?rid=${encodeURIComponent(r)}` : ''}`);
    },
    [navigate, base, state.rid],
  );

  // A draft resumed from its card: the step it lands on says the draft is back, answers and all,
  // until the user moves to another step.
  const [restoredOn, setRestoredOn] = useState<WizardRoute | null>(null);
  const restoring = useDraftRestore({
    kind,
    rid: ridParam,
    knownRid: state.rid,
    route,
    dispatch,
    go,
    onKey: setIdempotencyKey,
    onMissing: () => {
      dispatch({ type: 'reset' });
      void navigate(`${base}/provider`, { replace: true });
    },
    onRestored: setRestoredOn,
  });

  // The draft's number goes into the address (?rid=) so that a reload finds the work. It comes
  // back while the user may be on the way to the next step: it is written where the user is
  // going, not into the address of the render that asked (which would send them back), and it
  // is no navigation (a leave prompt that is up stays up).
  const ridNow = useRef<string | null>(state.rid);
  if (state.rid) ridNow.current = state.rid;
  const saveNow = useDraftAutosave({
    kind,
    state,
    dispatch,
    idempotencyKey,
    paused: restoring,
    onRid: (rid) => {
      ridNow.current = rid;
      setAddressParam('rid', rid, (pathname) => pathname.startsWith(`${base}/`));
    },
  });

  const active = state.showPrompt && state.currentStep < STEP.RequestId && !state.isLoading && !restoring;
  const blocker = useBlocker(({ nextLocation }) => active && !isWizardPath(nextLocation.pathname));
  const [promptUsed, setPromptUsed] = useState(false);
  if (blocker.state === 'blocked' && !promptUsed) setPromptUsed(true);
  useReloadWarning(active);

  // Each new step takes focus at its heading: the button that moved on is gone, and keyboard and
  // screen-reader users would otherwise start again from the top of the page. Not on the first
  // render (a page load starts where the browser starts), but after a draft is restored: the
  // 'Restoring…' status that had the page is gone, and the user lands on a step they did not pick.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const restored = useRef(false);
  useEffect(() => {
    if (restoring) {
      restored.current = true;
      return;
    }
    if (restored.current || (shown.current !== null && shown.current !== route)) {
      // A new step opens at the top of the page, as a page would, with the Back link and the
      // progress in view: focusing the heading alone scrolled it just to the window's edge,
      // under the fixed header (after Adopt and Sign at the bottom of a long step, notably).
      window.scrollTo({ top: 0 });
      heading.current?.focus({ preventScroll: true });
    }
    restored.current = false;
    shown.current = route;
  }, [route, restoring]);

  const [costPreview, setCostPreview] = useState<CostPreview | null>(null);
  const ctx = useMemo<WizardContextValue>(
    () => ({
      kind,
      state,
      dispatch,
      go: (r) => go(r),
      saveNow,
      custodian,
      profile,
      idempotencyKey,
      costPreview,
      setCostPreview,
    }),
    [kind, state, go, saveNow, custodian, profile, idempotencyKey, costPreview],
  );

  if (!isWizardRoute(kind, step)) return <Navigate to={`${base}/provider`} replace />;
  if (restoring) {
    return (
      <Center mih={200}>
        <Stack align="center">
          <Loader aria-hidden="true" />
          <Text role="status">{t('wizard.restoring')}</Text>
        </Stack>
      </Center>
    );
  }
  // Loading sets the step to RequestId, and a forms failure keeps it there with the error (spec
  // section 4): meanwhile the user stays on confirm, which the guard would otherwise refuse.
  const submitting = (state.isLoading || state.error) && state.currentStep === STEP.RequestId && route === 'confirm';
  const effective = submitting ? STEP.Confirm : state.currentStep;
  // Submitted: confirm (e.g. rendered between the answer and the navigation) shows the confirmation.
  if (route === 'confirm' && !submitting && state.currentStep === STEP.RequestId && state.rid) {
    return <Navigate to={`${base}/requestConfirmed?rid=${encodeURIComponent(state.rid)}`} replace />;
  }
  if (!canShowRoute(route, effective)) {
    return (
      <Navigate
        to={`${base}/provider${state.rid && state.currentStep < STEP.RequestId ? `?rid=${state.rid}` : ''}`}
        replace
      />
    );
  }
  // Spec section 2: /upload-type is replaced by /type when the form authorization has a form id.
  if (route === 'upload-type' && state.auth?.form_id)
    return <Navigate to={`${base}/type${location.search}`} replace state={{ uploadReplaced: true }} />;

  const shownStep = ROUTE_STEP[route];
  const providerName = custodian?.name ?? state.provider?.name ?? state.providerName;
  return (
    <WizardContext.Provider value={ctx}>
      {/* Mantine's default error red (red.6) is below 4.5:1 on white: the wizard's errors use red.9. */}
      <Stack gap="md" maw={860} style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' }}>
        <PageTitle mb={0}>{t(`wizard.title.${kind}`)}</PageTitle>
        <div>
          <Text size="sm" c="dimmed" id="wizard-progress-label">
            {t('wizard.progress', { step: shownStep, total: TOTAL_STEPS })}
          </Text>
          <Progress.Root size="md" mt={4}>
            <Progress.Section value={progressPercent(route)} color="teal.9" aria-labelledby="wizard-progress-label" />
          </Progress.Root>
        </div>
        <Title order={2} size="h3" id={STEP_HEADING_ID} ref={heading} tabIndex={-1}>
          {t(`wizard.steps.${route}`)}
        </Title>
        {/* Which provider the request is for stays in view from the patient step to payment
            (the confirm step's summary names it). */}
        {shownStep >= STEP.Patient && shownStep <= STEP.Payment && providerName && (
          <Text fw={600} mt={-8} data-testid="wizard-provider" style={{ overflowWrap: 'anywhere' }}>
            {t('wizard.provider.selected', { name: providerName })}
          </Text>
        )}
        {restoredOn === route && (
          <Alert
            color="teal.9"
            variant="light"
            role="status"
            title={t('wizard.restored.title')}
            data-testid="draft-restored"
          >
            {t('wizard.restored.body')}
          </Alert>
        )}
        <StepView route={route} />
        {/* From the first step after the provider, the fees are known: keep them in view. */}
        {!NO_COST_SUMMARY.has(route) && <CostSummary showCheck={route !== 'payment'} />}
      </Stack>
      {promptUsed && (
        <Suspense fallback={null}>
          <LeavePrompt
            blocker={blocker}
            serviceLevel={custodian?.service_level ?? state.provider?.service_level}
            onAbandon={async () => {
              // A draft save may still be in flight (the prompt opened before its rid came back):
              // wait for it, so the draft it creates is the one abandoned, not left behind.
              await saveNow();
              if (!ridNow.current) return;
              await wizardApi
                .abandon(kind, ridNow.current)
                .then((r) => banner.success(r.message))
                .catch((e: Error) => {
                  banner.error(e.message);
                  throw e;
                });
            }}
            onSaveDraft={async () => {
              await saveNow();
              banner.success(t('wizard.saved.draft'));
            }}
          />
        </Suspense>
      )}
    </WizardContext.Provider>
  );
}
