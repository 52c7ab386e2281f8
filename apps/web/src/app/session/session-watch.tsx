import { apiPath } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useClientConfig } from '../../lib/config';
import { currentPath, loginUrl } from '../../lib/login-url';
import { lastActivityAt, markActivity, sessionStore, useSession } from '../../lib/session-store';
import { idlePhase } from './idle';

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll', 'mousemove'] as const;

/**
 * Inactivity and expiry (spec section 4 "Session"): after idle − 60 s a warning counts down with
 * 'Yes, Keep me signed in' / 'No, Sign me out'; at the limit the session ends and the expired
 * modal offers 'Click to login'. A 401/403 from any call also opens the expired modal.
 */
export function SessionWatch() {
  const { t } = useTranslation();
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
      const state = idlePhase(Date.now() - lastActivityAt(), config.idle_timeout_ms, config.warning_ms);
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

  return (
    <>
      <Modal
        opened={session.status === 'active' && phase === 'warning'}
        onClose={keepSignedIn}
        title={t('common.session.warningTitle')}
        centered
        withCloseButton={false}
        closeOnClickOutside={false}
        data-testid="session-warning"
      >
        <Stack>
          <Text role="timer" aria-live="polite">
            {t('common.session.warningBody', { seconds: secondsLeft })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => window.location.assign('/p?logout=1')}>
              {t('common.session.signOut')}
            </Button>
            <Button onClick={keepSignedIn} data-autofocus>
              {t('common.session.keepSignedIn')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={session.status === 'expired'}
        onClose={() => undefined}
        title={t('common.session.expiredTitle')}
        centered
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        data-testid="session-expired"
      >
        <Stack>
          <Text>{t('messages.sessionExpired')}</Text>
          <Group justify="flex-end">
            <Button
              data-autofocus
              onClick={() =>
                window.location.assign(
                  loginUrl({ logout: true, autoTimeout: session.reason === 'idle', next: currentPath() }),
                )
              }
            >
              {t('common.session.clickToLogin')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
