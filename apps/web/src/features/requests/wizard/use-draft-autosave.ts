import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { STEP, type WizardAction, type WizardKind, type WizardState } from '@portal/shared';
import { banner } from '../../../lib/banners';
import { sendDraftOnExit, wizardApi } from './wizard-api';
import { stateToBody } from './wizard-payload';

/** The step at which the wizard creates the draft on its own (spec section 4: "on reaching step 2"). */
export const DRAFT_CREATED_AT = STEP.Patient;

/**
 * Drafts are auto-saved on reaching step 2 when there is no rid yet (spec section 4), so a
 * patient who closes the tab after choosing a provider finds their choice among their drafts. A
 * draft that holds nothing but a provider says so on its card, beside its Delete button (the
 * list stays easy to tidy). The forms' upload page, and Save as Draft in the leave prompt, save
 * through `saveNow`. Once created, the draft is saved again as the user moves on. Saves run one
 * after another (never two creations at once); each sends the latest state. The rid the first
 * save answers goes into the state and the URL (?rid=), so a reload restores the work.
 */
export function useDraftAutosave(opts: {
  kind: WizardKind;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  idempotencyKey: string;
  paused: boolean;
  onRid(rid: string): void;
}) {
  const { kind, state, dispatch, idempotencyKey, paused, onRid } = opts;
  const latest = useRef(state);
  latest.current = state;
  const ridRef = useRef<string | null>(state.rid);
  if (state.rid) ridRef.current = state.rid;
  const chain = useRef<Promise<void>>(Promise.resolve());
  const onRidRef = useRef(onRid);
  onRidRef.current = onRid;

  const saveNow = useCallback((): Promise<void> => {
    const run = async () => {
      const s = latest.current;
      const body = stateToBody({ ...s, rid: ridRef.current }, idempotencyKey);
      if (!body || s.currentStep < 2 || s.currentStep >= 11) return;
      try {
        const saved = await wizardApi.save(kind, body);
        if (ridRef.current !== saved.request_rid) {
          ridRef.current = saved.request_rid;
          dispatch({ type: 'rid', rid: saved.request_rid });
          onRidRef.current(saved.request_rid);
        }
      } catch (err) {
        banner.error((err as Error).message);
      }
    };
    chain.current = chain.current.then(run);
    return chain.current;
  }, [kind, dispatch, idempotencyKey]);

  const body = stateToBody(state, idempotencyKey);
  const fingerprint = body ? JSON.stringify({ ...body, rid: null }) : '';
  const savedStep = useRef(0);
  useEffect(() => {
    if (paused || !fingerprint || state.currentStep < 2 || state.currentStep >= 11 || state.isLoading) return;
    if (!ridRef.current && state.currentStep < DRAFT_CREATED_AT) return;
    // The first save (no rid yet) and every step change go at once (the document steps need the
    // rid; a reload must find the step); edits within a step are batched.
    const now = !ridRef.current || savedStep.current !== state.currentStep;
    savedStep.current = state.currentStep;
    const timer = setTimeout(() => void saveNow(), now ? 0 : 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fingerprint, paused]);

  // Leaving the page (reload, closing the tab) sends the latest state once more, without waiting.
  useEffect(() => {
    const onPageHide = () => {
      const s = latest.current;
      const b = stateToBody({ ...s, rid: ridRef.current }, idempotencyKey);
      if (!b || !ridRef.current || s.currentStep < 2 || s.currentStep >= 11 || s.isLoading) return;
      sendDraftOnExit(kind, b);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [kind, idempotencyKey]);

  return saveNow;
}
