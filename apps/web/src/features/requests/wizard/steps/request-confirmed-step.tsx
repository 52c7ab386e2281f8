import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PaymentFix, useRequestPayment } from '../../../payments';
import { Busy } from '../../../../lib/components/busy';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWizard } from '../wizard-context';
import { wizardBase } from '../wizard-nav';

/**
 * Step 11: the request is ordered; shows its request id (rid). When its card failed, the payment
 * panel comes first and the success waits: the request is saved, but nothing happens until it is
 * paid (another card, 3-D Secure where needed, or a check), and the patient can do it here at once.
 */
export function RequestConfirmedStep() {
  const { t } = useTranslation();
  const { kind, state } = useWizard();
  const payment = useRequestPayment(state.rid ?? '', !!state.rid);
  if (state.rid && payment.isPending) return <Busy />;
  if (state.rid && payment.data?.status === 'failed') {
    return (
      <Stack>
        <Text fw={700} data-testid="request-rid">
          {t('wizard.confirmed.rid', { rid: state.rid })}
        </Text>
        <PaymentFix rid={state.rid} order={3} />
      </Stack>
    );
  }
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
