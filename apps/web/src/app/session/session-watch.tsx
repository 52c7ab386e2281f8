import { apiPath } from '@portal/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { useClientConfig } from '../../lib/config';
import { lastActivityAt, markActivity, sessionStore, useSession } from '../../lib/session-store';
import { idlePhase } from './idle';

// The dialogs load when the reader has been idle for two minutes, or half the time until the
// warning when that is sooner: well before the warning, so that it shows even if the network has
// gone since; and not within a page's load (a page that takes long to settle on a slow phone
// would download them with its own code). At once when the session ends.
const PREFETCH_AFTER_IDLE_MS = 120_000;
const loadModals = () => import('./session-modals');
const SessionModals = lazy(loadModals);

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll', 'mousemove'] as const;

/**
 * Inactivity and expiry (spec section 4 "Session"): after idle − 60 s a warning counts down with
 * 'Yes, Keep me signed in' / 'No, Sign me out'; at the limit the session ends and the expired
 * modal offers 'Click to login'. A 401/403 from any call also opens the expired modal.
 */
export function SessionWatch() {
  const config = useClientConfig();
  const session = useSession();
  const [phase, setPhase] = useState<'active' | 'warning'>('active');
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(config.warning_ms / 1000));
  const warningRef = useRef(false);
  warningRef.current = phase === 'warning';

  useEffect(() => {
    // While the warning shows, only its buttons count: moving the mouse does not dismiss it.
    const onActivity = () => {
      if (!warningRef.current) markActivity();
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
  }, []);

  useEffect(() => {
    if (session.status !== 'active') return;
    const tick = () => {
      const idleFor = Date.now() - lastActivityAt();
      const prefetchAfter = Math.min(PREFETCH_AFTER_IDLE_MS, (config.idle_timeout_ms - config.warning_ms) / 2);
      if (idleFor >= prefetchAfter) void loadModals().catch(() => undefined);
      const state = idlePhase(idleFor, config.idle_timeout_ms, config.warning_ms);
      if (state.phase === 'timedOut') {
        setPhase('active');
        void api(apiPath('signOut'), { method: 'POST', body: { reason: 'idle' } }).catch(() => undefined);
        sessionStore.expire('idle');
        return;
      }
      setPhase(state.phase);
      setSecondsLeft(state.secondsLeft);
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [session.status, config.idle_timeout_ms, config.warning_ms]);

  const keepSignedIn = async () => {
    markActivity(true);
    setPhase('active');
    await api(apiPath('keepAlive'), { method: 'POST' }).catch(() => undefined);
  };

  const showing = (session.status === 'active' && phase === 'warning') || session.status === 'expired';
  // Once drawn they stay mounted, so that closing animates and returns focus as before.
  const [drawn, setDrawn] = useState(false);
  if (showing && !drawn) setDrawn(true);
  return drawn ? (
    <Suspense fallback={null}>
      <SessionModals
        session={session}
        warning={phase === 'warning'}
        secondsLeft={secondsLeft}
        keepSignedIn={() => void keepSignedIn()}
      />
    </Suspense>
  ) : null;
}
