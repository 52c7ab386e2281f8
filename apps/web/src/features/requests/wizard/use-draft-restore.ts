import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  apiPath,
  canShowRoute,
  restoredStep,
  resumeLanding,
  RESUME_DELAY_MS,
  routeOfStep,
  STEP,
  type WizardAction,
  type WizardKind,
  type WizardRoute,
} from '@portal/shared';
import { banner } from '../../../lib/banners';
import { api } from '../../../lib/api';
import i18n from '../../../lib/i18n';
import type { CustodianDetail, WizardRequest, WizardState } from '@portal/shared';
import { wizardApi } from './wizard-api';
import { idempotencyKeyOf, requestToState } from './wizard-payload';

/** A draft as the server's render of a wizard's address reads it (and hands it to the page). */
export const draftQueryKey = (rid: string) => ['wizard', 'draft', rid] as const;

/**
 * A draft reloaded at one of its steps, restored at once from an answer already here (the
 * server's render put it in the document): the state, the step and the idempotency key, when the
 * draft is this wizard's and has reached that step; else null (the effect below restores it).
 */
export function restoredFromCache(
  client: QueryClient,
  kind: WizardKind,
  rid: string,
  route: WizardRoute,
): { state: Partial<WizardState>; step: number; key: string | null } | null {
  const r = client.getQueryData<WizardRequest>(draftQueryKey(rid));
  if (!r || route === 'provider' || r.status !== 'draft' || (r.request_type === 'Record') !== (kind === 'record'))
    return null;
  const state = requestToState(r);
  const step = restoredStep({ kind, currentStep: r.current_step, requestInfo: state.requestDetails ?? null });
  return canShowRoute(route, step) ? { state, step, key: idempotencyKeyOf(r) } : null;
}

/**
 * Resuming (spec section 4): a draft opened by its rid is restored up to its current step. Opened
 * from a draft card (the provider step) it lands one step before that (two before step 8) after
 * 1 s, or on confirm instead of payment when the provider waives payment for free requests. A
 * reload on any other step stays there when the restored step allows it.
 */
export function useDraftRestore(opts: {
  kind: WizardKind;
  rid: string | null;
  knownRid: string | null;
  route: WizardRoute;
  dispatch: Dispatch<WizardAction>;
  go(route: WizardRoute, rid?: string): void;
  onKey(key: string): void;
  onMissing(): void;
  /** A draft opened from its card was restored and the wizard went to `landing`. */
  onRestored(landing: WizardRoute): void;
}) {
  const { kind, rid, knownRid, route, dispatch, go, onKey, onMissing, onRestored } = opts;
  const needed = Boolean(rid && rid !== knownRid);
  const [restoring, setRestoring] = useState(needed);
  // Drawn on the server, the page reads the draft as a query, so that the render waits for it
  // and draws the step restored (restoredFromCache); a browser restores it with the effect below.
  useQuery({
    queryKey: draftQueryKey(rid ?? ''),
    queryFn: () => wizardApi.get(rid ?? ''),
    enabled: typeof window === 'undefined' && needed && route !== 'provider',
  });
  const started = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!needed || !rid || started.current === rid) return;
    started.current = rid;
    setRestoring(true);
    void (async () => {
      try {
        const r = await wizardApi.get(rid);
        if ((r.request_type === 'Record') !== (kind === 'record')) throw new Error('wrong wizard');
        const partial = requestToState(r);
        const key = idempotencyKeyOf(r);
        if (key) onKey(key);
        if (r.status !== 'draft') {
          // A submitted request reloaded on its confirmation keeps showing it; anything else starts over.
          if (route === 'requestConfirmed') {
            dispatch({ type: 'restore', state: { ...partial, showPrompt: false }, currentStep: STEP.RequestId });
            dispatch({ type: 'hidePrompt' });
          } else onMissing();
          setRestoring(false);
          return;
        }
        const details = partial.requestDetails ?? null;
        const step = restoredStep({ kind, currentStep: r.current_step, requestInfo: details });
        dispatch({ type: 'restore', state: partial, currentStep: step });
        const custodian = partial.provider?.id
          ? await api<CustodianDetail>(apiPath('getCustodian', { id: partial.provider.id })).catch(() => null)
          : null;
        // One of the provider's forms, answered online: its step-4 page is /type, not the upload.
        const formFilledOnline = kind === 'form' && partial.typeId != null && !partial.fileData;
        const landing = resumeLanding({
          kind,
          currentStep: step,
          requestInfo: details,
          formAuthHasFormId: Boolean(partial.auth?.form_id),
          formFilledOnline,
          freePricing: custodian?.free_pricing,
          paymentRemovedForFree: custodian?.payment_removed_for_free,
        });
        if (route === 'provider') {
          // Opened from a draft card: land after the spec's delay, showing the restore note until then.
          timer.current = setTimeout(() => {
            go(landing.route, r.rid);
            setRestoring(false);
            onRestored(landing.route);
          }, RESUME_DELAY_MS);
          return;
        }
        setRestoring(false);
        // A reload on a step the saved draft has not reached yet goes to the furthest saved step.
        if (!canShowRoute(route, step))
          go(routeOfStep(kind, step, { formAuthHasFormId: Boolean(partial.auth?.form_id), formFilledOnline }), r.rid);
      } catch {
        banner.error(i18n.t('messages.notFound'));
        setRestoring(false);
        onMissing();
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed, rid]);

  return restoring;
}
