import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Storage } from '@portal/shared';
import { CardPicker } from '../../payments';
import { banner } from '../../../lib/banners';
import { useSubscribe, useUnsubscribe } from '../api/storage';
import { useSubscriptionPrice } from './price';
import { shortDate } from '../../../lib/format';

/** An active subscription: its card and renewal date, change the card (update_card), unsubscribe. */
export function ActiveSubscription({ storage }: { storage: Storage }) {
  const { t } = useTranslation();
  const price = useSubscriptionPrice();
  const s = storage.subscription!;
  const [changing, setChanging] = useState(false);
  const [cardId, setCardId] = useState<number | null>(s.card_id);
  const [confirming, setConfirming] = useState(false);
  const update = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const fail = (e: Error) => banner.error(e.message);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="active-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="active-heading">
          {t('subscription.active.heading')}
        </Title>
        <Text data-testid="subscription-details">
          {t('subscription.active.details', {
            price,
            last4: s.card_last4 ?? '',
            date: shortDate(s.current_period_end),
          })}
        </Text>
        {changing && (
          <>
            <CardPicker value={cardId} onChange={setCardId} />
            <Group>
              <Button
                disabled={!cardId}
                loading={update.isPending}
                onClick={() =>
                  update.mutate(
                    { card_id: cardId!, update_card: true },
                    {
                      onSuccess: (a) => {
                        banner.success(a.message);
                        setChanging(false);
                      },
                      onError: fail,
                    },
                  )
                }
              >
                {t('subscription.active.saveCard')}
              </Button>
            </Group>
          </>
        )}
        <Group>
          {!changing && (
            <Button variant="default" onClick={() => setChanging(true)}>
              {t('subscription.active.changeCard')}
            </Button>
          )}
          <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
            {t('subscription.active.unsubscribe')}
          </Button>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('subscription.active.unsubscribe')}
        centered
      >
        <Text mb="md">{t('subscription.active.unsubscribeConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('subscription.active.keep')}
          </Button>
          <Button
            color="red.9"
            loading={unsubscribe.isPending}
            onClick={() =>
              unsubscribe.mutate(undefined, {
                onSuccess: (a) => {
                  banner.success(a.message);
                  setConfirming(false);
                },
                onError: fail,
              })
            }
          >
            {t('subscription.active.unsubscribe')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
