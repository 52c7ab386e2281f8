import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@portal/shared';
import { FeeBreakdownPanel } from '../../../lib/components/fee-basis';
import { Allowed, useGrant } from '../../../lib/grant';
import { ChatPanel } from './chat-panel';
import { DocumentsList } from './documents-list';
import { DownloadsPanel } from './downloads-panel';
import { HipaaClock } from './hipaa-clock';
import { OverdueLetters } from './overdue-letters';
import { RequestRefunds } from './request-refunds';
import { Revocation } from './revocation';
import { RequestSummary } from './request-summary';
import { StatusTimeline } from './status-timeline';
import { WaitingOnDocument } from './waiting-on-document';

/**
 * A request's page below its first screen: history and the HIPAA clock, what was asked for, the
 * fees, documents, downloads and refunds, and the chat. A chunk of its own
 * (request-detail-page.tsx draws it after the first screen has painted).
 */
export function DetailBelowFold({ request: r, recordsFirst }: { request: RequestDetail; recordsFirst: boolean }) {
  const { t } = useTranslation();
  const grant = useGrant();
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
      {r.state === 'waiting_on_patient' && r.waiting && grant.can('requests_make') && (
        <WaitingOnDocument rid={r.rid} form={r.request_type === 'Form'} reason={r.waiting.reason} />
      )}
      <Card withBorder radius="md">
        <RequestSummary request={r} />
      </Card>
      {r.fee_breakdown && r.status !== 'draft' && (
        <Card withBorder radius="md" component="section" aria-labelledby="fees-heading" data-testid="request-fees">
          <Title order={2} size="h4" id="fees-heading" mb="sm">
            {t('fees.breakdown.title')}
          </Title>
          <FeeBreakdownPanel breakdown={r.fee_breakdown} />
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md">
          <DocumentsList documents={r.documents} />
        </Card>
        <Card withBorder radius="md">
          <Stack>
            {/* The records themselves are first on the page when they have arrived; here the rest. */}
            <Allowed need="records">
              <DownloadsPanel request={r} records={!recordsFirst} />
            </Allowed>
            <Allowed need="payments">
              <RequestRefunds request={r} />
            </Allowed>
          </Stack>
        </Card>
      </SimpleGrid>
      <Allowed need="chat">
        <Card withBorder radius="md">
          <ChatPanel rid={r.rid} unread={r.unread_messages} />
        </Card>
      </Allowed>
    </>
  );
}
