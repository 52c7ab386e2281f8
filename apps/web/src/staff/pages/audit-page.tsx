import { Anchor, Stack, Table, TableScrollContainer, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../lib/components/page-title';
import { useRequestAudit } from '../api';
import { documentDate } from '../../lib/format';
import { PageLoader } from '../../lib/components/page-loader';

/** Who read or changed this request, and when (the audit trail, newest first). */
export default function AuditPage() {
  const { t } = useTranslation();
  const rid = useParams().rid ?? '';
  const { data, error } = useRequestAudit(rid);
  if (error) return <PageTitle>{error.message}</PageTitle>;
  return (
    <Stack>
      <PageTitle mb={0}>{t('staff.audit.title', { rid })}</PageTitle>
      <Anchor component={Link} to={`/requests/${encodeURIComponent(rid)}`}>
        {t('common.back')}
      </Anchor>
      {!data ? (
        <PageLoader />
      ) : data.events.length === 0 ? (
        <Text c="dimmed">{t('staff.audit.empty')}</Text>
      ) : (
        <TableScrollContainer minWidth={640}>
          <Table striped data-testid="audit-table">
            <Table.Caption>{t('staff.audit.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(['at', 'action', 'actor', 'entity'] as const).map((c) => (
                  <Table.Th key={c}>{t(`staff.audit.col.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.events.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{documentDate(e.at)}</Table.Td>
                  <Table.Td>
                    {e.action}
                    {typeof e.details?.action === 'string' ? ` (${e.details.action})` : ''}
                  </Table.Td>
                  <Table.Td>{`${t(`staff.audit.kinds.${e.actor_kind}`)}${e.actor_name ? ` · ${e.actor_name}` : ''}`}</Table.Td>
                  <Table.Td>{[e.entity_type, e.entity_id].filter(Boolean).join(' ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
    </Stack>
  );
}
