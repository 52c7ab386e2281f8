import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazyComponent } from '../../../lib/lazy-page';
import { WhenReached } from '../../../lib/components/when-reached';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@portal/shared';
import { Allowed } from '../../../lib/grant';
import { HipaaClock } from './hipaa-clock';
import { OverdueLetters } from './overdue-letters';
import { Revocation } from './revocation';
import { StatusTimeline } from './status-timeline';

// The rest of the page (what was asked for, the fees, documents, downloads, refunds, the chat
// with its form) loads when the reader reaches it, not with the page: on a phone it starts
// screens below the first, and a visit that does not scroll there need not download it.
const DetailRest = lazyComponent<{ request: RequestDetail; recordsFirst: boolean }>(() =>
  import('./detail-rest').then((m) => ({ default: m.DetailRest })),
);

/**
 * A request's page below its first screen: history and the HIPAA clock, then the rest when
 * reached (or at once when the address names a part of it). A chunk of its own (request-detail-page.tsx draws it after the first screen has
 * painted).
 */
export function DetailBelowFold({
  request: r,
  recordsFirst,
  reachNow = false,
}: {
  request: RequestDetail;
  recordsFirst: boolean;
  /** The address names a part of the rest (the chat): it loads now, and the page goes there. */
  reachNow?: boolean;
}) {
  const { t } = useTranslation();
  const revoked = r.documents.some((d) => d.kind === 'revocation');
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('tracking.status.history')}
          </Title>
          <StatusTimeline history={r.history} />
        </Card>
        <Card withBorder radius="md">
          <Stack gap="lg">
            {r.hipaa ? (
              <HipaaClock
                clock={r.hipaa}
                stoppedLabel={
                  revoked
                    ? t('tracking.revoke.clockStopped', { day: r.hipaa.day, limit: r.hipaa.limit_days })
                    : undefined
                }
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('tracking.status.noHistory')}
              </Text>
            )}
            <OverdueLetters request={r} />
            <Allowed need="requests_make">
              <Revocation request={r} />
            </Allowed>
          </Stack>
        </Card>
      </SimpleGrid>
      <WhenReached minHeight="120vh" testId="request-rest" now={reachNow}>
        <Stack gap="lg">
          <DetailRest request={r} recordsFirst={recordsFirst} />
        </Stack>
      </WhenReached>
    </>
  );
}
