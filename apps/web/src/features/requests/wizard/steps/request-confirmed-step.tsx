import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWizard } from '../wizard-context';
import { wizardBase } from '../wizard-nav';

/** Step 11: the request is ordered; shows its request id (rid). */
export function RequestConfirmedStep() {
  const { t } = useTranslation();
  const { kind, state } = useWizard();
  return (
    <Stack>
      <Alert color="green.9" variant="light" role="status">
        <Title order={3} size="h4">
          {t('wizard.confirmed.heading')}
        </Title>
        <Text mt="xs" fw={700} data-testid="request-rid">
          {t('wizard.confirmed.rid', { rid: state.rid ?? '' })}
        </Text>
        <Text mt="xs">{t('wizard.confirmed.next')}</Text>
      </Alert>
      <Group>
        <Button component={Link} to="/records-and-forms">
          {t('wizard.confirmed.toList')}
        </Button>
        <Button component={Link} to={`${wizardBase(kind)}/provider`} variant="default" reloadDocument={false}>
          {t('wizard.confirmed.another')}
        </Button>
      </Group>
    </Stack>
  );
}
