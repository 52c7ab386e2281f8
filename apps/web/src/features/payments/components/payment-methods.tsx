import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared';
import { banner } from '../../../lib/banners';
import { useCards, useMakeDefault } from '../api/cards';
import { AddCardForm } from './add-card-form';
import { CardTile } from './card-tile';
import { useRemoveCardFlow } from './remove-card-flow';
import { Busy } from '../../../lib/components/busy';

/**
 * "Payment methods": saved cards as tiles (default, remove), and the add-card form behind the
 * add-card toggle. At ten cards, adding shows the spec's alert instead of the form.
 */
export function PaymentMethods({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const { data, isLoading } = useCards();
  const makeDefault = useMakeDefault();
  const [adding, setAdding] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const cards = data?.cards ?? [];
  const limit = data?.limit ?? LIMITS.cardLimit;
  const flow = useRemoveCardFlow(cards, setAlert);

  const openAdd = () => {
    if (cards.length >= limit) return setAlert(t('payments.messages.cardLimit'));
    setAlert(null);
    setAdding(true);
  };

  return (
    <Stack component="section" aria-labelledby="payment-methods-heading" gap="sm">
      <Group justify="space-between">
        <Title order={headingOrder} size="h3" id="payment-methods-heading">
          {t('payments.methods.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payments.methods.count', { count: cards.length, limit })}
        </Text>
      </Group>
      {alert && (
        <Alert
          color="red.9"
          variant="light"
          role="alert"
          title={t('payments.remove.alertTitle')}
          withCloseButton
          onClose={() => setAlert(null)}
          closeButtonLabel={t('payments.remove.cancel')}
        >
          {alert}
        </Alert>
      )}
      {isLoading && <Busy size="sm" label={t('payments.methods.loading')} />}
      {!isLoading && cards.length === 0 && <Text c="dimmed">{t('payments.methods.empty')}</Text>}
      {cards.map((c) => (
        <CardTile
          key={c.id}
          card={c}
          busy={flow.busy || makeDefault.isPending}
          onMakeDefault={() =>
            makeDefault.mutate(c.id, {
              onSuccess: (r) => banner.success(r.message),
              onError: (e) => setAlert(e.message),
            })
          }
          onRemove={() => void flow.start(c)}
        />
      ))}
      {adding ? (
        <Paper withBorder p="md" radius="md">
          <AddCardForm onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </Paper>
      ) : (
        <Group>
          <Button onClick={openAdd}>{t('payments.methods.addCard')}</Button>
        </Group>
      )}
      {flow.modals}
    </Stack>
  );
}
