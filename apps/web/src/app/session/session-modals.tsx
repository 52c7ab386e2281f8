import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentPath, loginUrl } from '../../lib/login-url';
import type { SessionState } from '../../lib/session-store';

/**
 * The idle warning and the expired modal (spec section 4 "Session"), drawn by session-watch.tsx
 * only while one shows: a chunk of their own, fetched once the reader has been idle a while or
 * the session has ended, not with the first screen.
 */
export default function SessionModals({
  session,
  warning,
  secondsLeft,
  keepSignedIn,
}: {
  session: SessionState;
  warning: boolean;
  secondsLeft: number;
  keepSignedIn(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        opened={session.status === 'active' && warning}
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
