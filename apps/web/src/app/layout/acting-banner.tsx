import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actingStore, useActing } from '../../lib/acting';
import { useActingSync } from '../../lib/use-acting-sync';

/**
 * On every screen while a caregiver acts for a patient: whose account this is, and one tap back
 * to their own. Cached answers belong to one account, so switching drops them all.
 */
export function ActingBanner() {
  const { t } = useTranslation();
  const acting = useActing();
  const qc = useQueryClient();
  const navigate = useNavigate();
  // The grant as the patient holds it now: changed scopes show at once, an ended grant ends this.
  useActingSync();
  if (!acting) return null;
  return (
    <Paper
      role="region"
      aria-label={t('common.acting.banner', { name: acting.patient_name })}
      withBorder
      radius="md"
      p="sm"
      mb="md"
      bg="var(--mantine-color-yellow-0)"
      data-testid="acting-banner"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconUserShare size={20} aria-hidden="true" />
          <Text fw={700}>{t('common.acting.banner', { name: acting.patient_name })}</Text>
        </Group>
        <Button
          size="xs"
          variant="filled"
          color="dark"
          onClick={() => {
            actingStore.set(null);
            qc.clear();
            void navigate('/dashboard');
          }}
        >
          {t('common.acting.backToMine')}
        </Button>
      </Group>
    </Paper>
  );
}
