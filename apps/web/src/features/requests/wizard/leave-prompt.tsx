import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Providers whose requests cannot be abandoned from the prompt (spec section 4). */
const NO_ABANDON = ['Retrieval', 'Retrieval - Former Client'];

/**
 * The leave prompt: shown when the user leaves the wizard for another part of the app.
 * Abandon (hidden for retrieval providers) / Save as Draft / Continue (stays).
 */
export function LeavePrompt(props: {
  blocker: Blocker;
  serviceLevel: string | null | undefined;
  onAbandon(): Promise<void>;
  onSaveDraft(): Promise<void>;
}) {
  const { t } = useTranslation();
  const { blocker } = props;
  const [busy, setBusy] = useState<'abandon' | 'draft' | null>(null);
  const open = blocker.state === 'blocked';
  const leave = async (kind: 'abandon' | 'draft') => {
    setBusy(kind);
    try {
      await (kind === 'abandon' ? props.onAbandon() : props.onSaveDraft());
      blocker.proceed?.();
    } catch {
      blocker.reset?.();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      opened={open}
      onClose={() => blocker.reset?.()}
      title={t('wizard.leave.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{t('wizard.leave.body')}</Text>
      <Group justify="flex-end">
        {!NO_ABANDON.includes(props.serviceLevel ?? '') && (
          <Button
            variant="outline"
            color="red.9"
            loading={busy === 'abandon'}
            disabled={busy !== null}
            onClick={() => void leave('abandon')}
          >
            {t('wizard.leave.abandon')}
          </Button>
        )}
        <Button
          variant="outline"
          loading={busy === 'draft'}
          disabled={busy !== null}
          onClick={() => void leave('draft')}
        >
          {t('wizard.leave.saveDraft')}
        </Button>
        <Button data-autofocus disabled={busy !== null} onClick={() => blocker.reset?.()}>
          {t('wizard.leave.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
