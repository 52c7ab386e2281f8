import { apiPath } from '@portal/shared';
import { Button, Card, SegmentedControl, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffTicket } from '@portal/shared';
import { api } from '../../lib/api';
import { banner } from '../../lib/banners';
import { PageTitle } from '../../lib/components/page-title';
import { postJson, staffKeys } from '../api';
import { mdyDate } from '../../lib/format';
import { PageLoader } from '../../lib/components/page-loader';

type Kind = 'tickets' | 'crash-reports';

function ItemTable({ kind, status }: { kind: Kind; status: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data } = useQuery({
    queryKey: staffKeys.itemsBy(kind, status),
    queryFn: () =>
      api<{ items: StaffTicket[] }>(apiPath(kind === 'tickets' ? 'staffListTickets' : 'staffListCrashReports'), {
        query: { status },
      }),
  });
  const close = useMutation({
    mutationFn: (item: StaffTicket) =>
      postJson(apiPath(kind === 'tickets' ? 'staffCloseTicket' : 'staffCloseCrashReport', { id: item.id })),
    onSuccess: () => {
      banner.success(t('staff.support.closed'));
      void qc.invalidateQueries({ queryKey: staffKeys.items(kind) });
    },
    onError: (e: Error) => banner.error(e.message),
  });
  if (!data) return <PageLoader />;
  if (!data.items.length)
    return (
      <Text c="dimmed" size="sm">
        {t('staff.support.empty')}
      </Text>
    );
  return (
    <TableScrollContainer minWidth={640}>
      <Table striped data-testid={`${kind}-table`}>
        <Table.Thead>
          <Table.Tr>
            {(['title', 'detail', 'created', 'actions'] as const).map((c) => (
              <Table.Th key={c}>{t(`staff.support.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.title}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', maxHeight: 120, overflow: 'auto' }}>
                  {item.detail}
                </Text>
              </Table.Td>
              <Table.Td>{mdyDate(item.created_at)}</Table.Td>
              <Table.Td>
                {item.status === 'open' && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('staff.support.close', { title: item.title })}
                    onClick={() => close.mutate(item)}
                  >
                    {t('common.close')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}

/** Help-desk tickets patients sent and crash reports from the error page: read and close. */
export default function SupportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'open';
  return (
    <Stack>
      <PageTitle mb={0}>{t('staff.support.title')}</PageTitle>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(v) => setSearch({ status: v }, { replace: true })}
        aria-label={t('staff.support.title')}
        data={[
          { value: 'open', label: t('staff.refunds.open') },
          { value: 'closed', label: t('staff.support.closedTab') },
        ]}
      />
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('staff.support.tickets')}
        </Title>
        <ItemTable kind="tickets" status={status} />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('staff.support.crashes')}
        </Title>
        <ItemTable kind="crash-reports" status={status} />
      </Card>
    </Stack>
  );
}
