import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@portal/shared';
import { FeeBreakdownPanel } from '../../../lib/components/fee-basis';
import { Allowed, useGrant } from '../../../lib/grant';
import { ChatPanel } from './chat-panel';
import { DocumentsList } from './documents-list';
import { DownloadsPanel } from './downloads-panel';
import { RequestRefunds } from './request-refunds';
import { RequestSummary } from './request-summary';
import { WaitingOnDocument } from './waiting-on-document';

/**
 * A request's page below its history: the document it waits for, what was asked for, the fees,
 * documents, downloads and refunds, and the chat. A chunk of its own, loaded when reached
 * (detail-below-fold.tsx).
 */
export function DetailRest({ request: r, recordsFirst }: { request: RequestDetail; recordsFirst: boolean }) {
  const { t } = useTranslation();
  const grant = useGrant();
  return (
    <>
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
