import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../lib/components/page-title';
import { useStaffRequest } from '../api';
import { ChatPanel } from '../components/chat-panel';
import { RequestActions } from '../components/request-actions';
import { RequestSummary } from '../components/request-summary';
import { PageLoader } from '../../lib/components/page-loader';

/** Working one request: what the patient sent, the desk's actions, the chat, the audit link. */
export default function RequestPage() {
  const { t } = useTranslation();
  const rid = useParams().rid ?? '';
  const { data, error } = useStaffRequest(rid);
  if (error) return <PageTitle>{error.message}</PageTitle>;
  if (!data) return <PageLoader />;
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <PageTitle mb={0}>{t('staff.request.title', { rid: data.rid })}</PageTitle>
        <Group>
          <Anchor
            component={Link}
            to={`/queue/${data.stage ?? (data.revoked_at ? 'revoked' : data.status === 'closed_archived' ? 'closed' : 'completed')}`}
          >
            {t('staff.request.back')}
          </Anchor>
          <Anchor component={Link} to={`/requests/${encodeURIComponent(data.rid)}/audit`}>
            {t('staff.request.auditLink')}
          </Anchor>
        </Group>
      </Group>
      <RequestSummary r={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <RequestActions r={data} />
        <ChatPanel rid={data.rid} />
      </SimpleGrid>
    </Stack>
  );
}
