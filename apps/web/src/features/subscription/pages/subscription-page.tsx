import { useEffect, useState } from 'react';
import { Divider, Paper, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../lib/components/page-title';
import { LazyPaymentMethods, useCards } from '../../payments';
import { useRecordRequests, useStorage } from '../api/storage';
import { useShares } from '../api/shares';
import { ActiveSubscription } from '../components/active-subscription';
import { RecordsList } from '../components/records-list';
import { SubscribeFlow } from '../components/subscribe-flow';
import type { ShareReturn } from '../components/share-return';
import { Busy } from '../../../lib/components/busy';
import { AfterFirstPaint } from '../../../lib/components/after-first-paint';
import { WhenReached } from '../../../lib/components/when-reached';
import { lazyComponent } from '../../../lib/lazy-page';

const SharesList = lazyComponent<object>(() =>
  import('../components/shares-list').then((m) => ({ default: m.SharesList })),
);

/** /p/subscription: Store & Share (offer → card → initials → confirm), the records, the payment methods. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useStorage();
  // What is below the offer is drawn in one piece once its reads have answered (they are asked
  // for with the page's code, app/route-reads.ts): a list filling in later would push the
  // sections under it down while they are on screen.
  const below = [useRecordRequests(), useShares(), useCards()].every((q) => !q.isPending);
  const location = useLocation();
  const navigate = useNavigate();
  // Sent here by a share form (sharing needs Store & Share): straight to the card step, and back
  // to that form, as typed, once subscribed.
  const shareReturn = (location.state as { shareReturn?: ShareReturn } | null)?.shareReturn;
  // The offer's "Subscribe" in the records list jumps the flow to its card step.
  const [flowKey, setFlowKey] = useState(0);
  const [start, setStart] = useState<'offer' | 'card'>(shareReturn ? 'card' : 'offer');
  const toSubscribe = () => {
    setStart('card');
    setFlowKey((k) => k + 1);
    document.getElementById('store-and-share')?.scrollIntoView({ behavior: 'smooth' });
  };
  // Once subscribed, a later unsubscribe starts again from the offer.
  const subscribed = data ? !data.is_subscription_deactive : false;
  useEffect(() => {
    if (subscribed) setStart('offer');
  }, [subscribed]);
  useEffect(() => {
    if (subscribed && shareReturn) {
      void navigate(shareReturn.to, { state: { reopenShare: shareReturn.target } });
    }
  }, [subscribed, shareReturn, navigate]);
  const toRecords = () => document.getElementById('records-heading')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <Stack gap="lg">
      <PageTitle>{t('subscription.title')}</PageTitle>
      <div id="store-and-share">
        {isLoading || !data ? (
          <Busy size="sm" />
        ) : data.is_subscription_deactive ? (
          <Paper withBorder p="md" radius="md">
            {shareReturn && (
              <Text mb="sm" data-testid="share-return">
                {t('sharing.gate.during')}
              </Text>
            )}
            <SubscribeFlow key={flowKey} start={start} onDownload={toRecords} />
          </Paper>
        ) : (
          <ActiveSubscription storage={data} />
        )}
      </div>
      {/* Below the offer: drawn once it has painted. */}
      {below && (
        <AfterFirstPaint>
          <RecordsList onSubscribe={data?.is_subscription_deactive ? toSubscribe : undefined} />
          {/* Below the records: the shares and the payment methods, their code (the revoke
              dialog, the cards, the add-card form) loaded when reached. */}
          <WhenReached minHeight="50vh" testId="below-records">
            <Stack gap="lg">
              <SharesList />
              <Divider />
              <LazyPaymentMethods />
            </Stack>
          </WhenReached>
        </AfterFirstPaint>
      )}
    </Stack>
  );
}
