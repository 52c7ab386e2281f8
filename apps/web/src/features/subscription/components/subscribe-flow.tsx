import { lazy, Suspense, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Busy } from '../../../lib/components/busy';
import { useSubscriptionPrice } from './price';

// The card, initials and confirmation steps (with the card form) load when the offer is taken up.
const loadSteps = () => import('./subscribe-steps');
const SubscribeSteps = lazy(loadSteps);

/**
 * Store & Share (spec section 4 "Subscription flow"): first the download-and-subscribe offer, then
 * the card, the initials (letters and spaces only) and the confirmation (needs both).
 */
export function SubscribeFlow({ onDownload, start = 'offer' }: { onDownload?(): void; start?: 'offer' | 'card' }) {
  const { t } = useTranslation();
  const price = useSubscriptionPrice();
  const [step, setStep] = useState<'offer' | 'card'>(start);

  if (step === 'offer') {
    return (
      <Stack gap="sm" component="section" aria-labelledby="offer-heading">
        <Title order={2} size="h3" id="offer-heading">
          {t('subscription.offer.heading')}
        </Title>
        <Text>{t('subscription.offer.body', { price })}</Text>
        <Group>
          {onDownload && (
            <Button variant="default" onClick={onDownload}>
              {t('subscription.offer.download')}
            </Button>
          )}
          <Button onClick={() => setStep('card')} onPointerEnter={() => void loadSteps()}>
            {t('subscription.offer.subscribe', { price })}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Suspense fallback={<Busy size="sm" />}>
      <SubscribeSteps />
    </Suspense>
  );
}
