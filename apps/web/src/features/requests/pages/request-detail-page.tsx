import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestTitle } from '../../../lib/request-labels';
import { PageTitle } from '../../../lib/components/page-title';
import { requestCardHref } from '../components/request-card';
import { useRequestDetail } from '../tracking/api';
import { ChatPanel } from '../tracking/chat-panel';
import { DocumentsList } from '../tracking/documents-list';
import { DownloadsPanel } from '../tracking/downloads-panel';
import { RequestRecords } from '../../subscription';
import { PaymentFix } from '../../payments';
import { WaitingOnDocument } from '../tracking/waiting-on-document';
import { HipaaClock } from '../tracking/hipaa-clock';
import { OverdueLetters } from '../tracking/overdue-letters';
import { RequestRefunds } from '../tracking/request-refunds';
import { Revocation } from '../tracking/revocation';
import { RequestStateBadge } from '../tracking/request-state-badge';
import { RequestLoadState } from '../tracking/request-state';
import { RequestSummary } from '../tracking/request-summary';
import { StatusTimeline } from '../tracking/status-timeline';
import { WaitingBanner } from '../tracking/waiting-banner';
import { NoRecordsStatement } from '../tracking/no-records-statement';
import { PriceApproval } from '../tracking/price-approval';
import { FeeBreakdownPanel } from '../../../lib/components/fee-basis';
import { AfterFirstPaint } from '../../../lib/components/after-first-paint';
import { Allowed, useGrant } from '../../../lib/grant';

/** /request-detail/{rid}: what was submitted, where it stands, downloads, refunds and the chat. */
export default function RequestDetailPage() {
  const { t } = useTranslation();
  const rid = useParams().rid ?? '';
  const detail = useRequestDetail(rid);
  const grant = useGrant();
  const r = detail.data;
  const revoked = r?.documents.some((d) => d.kind === 'revocation') ?? false;
  if (!r) {
    return (
      <Stack>
        <PageTitle>{t('tracking.detail.title')}</PageTitle>
        <RequestLoadState error={detail.error} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  // A request with records starts with them (View, Download, Share on a phone's first screen),
  // above the history, the clock and the fees: they are what the patient came for.
  const recordsFirst = r.downloads.records_available;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageTitle mb={0}>{requestTitle(r)}</PageTitle>
        <RequestStateBadge
          size="lg"
          color="teal.9"
          status={r.status}
          state={r.state}
          paymentNeeded={r.payment_needed}
          data-testid="detail-status"
        />
      </Group>
      {r.payment_needed && (
        <Allowed need="payments" explain>
          <PaymentFix rid={r.rid} />
        </Allowed>
      )}
      <WaitingBanner request={r} />
      <PriceApproval request={r} />
      {recordsFirst && grant.can('records') && (
        <Card withBorder radius="md" data-testid="records-first">
          <RequestRecords request={r} />
        </Card>
      )}
      {r.no_records && grant.can('records') && (
        <Card withBorder radius="md">
          <NoRecordsStatement request={r} />
        </Card>
      )}
      {r.status === 'draft' && grant.can('requests_make') && (
        <Button component={Link} to={requestCardHref(r)} w="fit-content">
          {t('tracking.detail.resume')}
        </Button>
      )}
      {/* Below the first screen: drawn once it has painted. */}
      <AfterFirstPaint>
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
      </AfterFirstPaint>
    </Stack>
  );
}
