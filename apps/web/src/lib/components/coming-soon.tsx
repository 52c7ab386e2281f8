import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder for a screen whose issue has not landed yet (allowed by the foundation issue). */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text>{t('common.comingSoon')}</Text>
    </Stack>
  );
}
