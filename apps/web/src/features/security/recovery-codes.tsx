import { Alert, Button, Code, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadCodes } from './webauthn';

/** Ten recovery codes, shown once: a list a screen reader reads code by code, a download, and "saved". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="recovery-codes">
      <Title order={3} size="h4">
        {t('security.recoveryTitle')}
      </Title>
      <Alert color="blue.9" variant="light">
        {t('security.recoveryIntro')}
      </Alert>
      <SimpleGrid cols={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((c) => (
          <li key={c}>
            <Code fz="md">{c}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => downloadCodes(codes)}>
          {t('security.recoveryDownload')}
        </Button>
        <Button onClick={onDone}>{t('security.recoveryDone')}</Button>
      </Group>
    </Stack>
  );
}
