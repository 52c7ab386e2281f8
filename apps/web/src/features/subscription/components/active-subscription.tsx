import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Storage } from '@portal/shared';
import { Busy } from '../../../lib/components/busy';
import { banner } from '../../../lib/banners';
import { useSubscribe } from '../api/storage';
import { useSubscriptionPrice } from './price';
import { shortDate } from '../../../lib/format';

// The card picker (with the add-card form) loads when the card is to be changed, the unsubscribe
// dialog when first asked for (then it stays mounted, so that closing animates and returns focus):
// neither comes with the page.
const CardPicker = lazy(() => import('../../payments').then((m) => ({ default: m.CardPicker })));
const UnsubscribeDialog = lazy(() => import('./unsubscribe-dialog').then((m) => ({ default: m.UnsubscribeDialog })));

/** An active subscription: its card and renewal date, change the card (update_card), unsubscribe. */
export function ActiveSubscription({ storage }: { storage: Storage }) {
  const { t } = useTranslation();
  const price = useSubscriptionPrice();
  const s = storage.subscription!;
  const [changing, setChanging] = useState(false);
  const [cardId, setCardId] = useState<number | null>(s.card_id);
  const [confirming, setConfirming] = useState(false);
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (confirming && !confirmUsed) setConfirmUsed(true);
  const update = useSubscribe();
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
            <Suspense fallback={<Busy size="sm" />}>
              <CardPicker value={cardId} onChange={setCardId} />
            </Suspense>
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
      {confirmUsed && (
        <Suspense fallback={null}>
          <UnsubscribeDialog opened={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
