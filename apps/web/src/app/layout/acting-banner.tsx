import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actingStore, useActing } from '../../lib/acting';
import { useActingGrants } from '../../features/caregivers';

/**
 * On every screen while a caregiver acts for a patient: whose account this is, and one tap back
 * to their own. Cached answers belong to one account, so switching drops them all.
 */
export function ActingBanner() {
  const { t } = useTranslation();
  const acting = useActing();
  const qc = useQueryClient();
  const navigate = useNavigate();
  // The grant as the patient keeps it now (read again on each visit of the app and on focus): a
  // change of scopes or of the Part 2 consent reaches what every page offers (lib/grant.tsx).
  const grants = useActingGrants(acting !== null);
  useEffect(() => {
    const g = acting && grants.data?.find((x) => x.id === acting.id);
    if (!acting || !g) return;
    const same =
      g.patient_name === acting.patient_name &&
      g.part2_consent === (acting.part2_consent ?? false) &&
      g.scopes.length === acting.scopes.length &&
      g.scopes.every((s) => acting.scopes.includes(s));
    if (!same)
      actingStore.set({ id: g.id, patient_name: g.patient_name, scopes: g.scopes, part2_consent: g.part2_consent });
  }, [acting, grants.data]);
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
