import { Button, Group, SegmentedControl, Table, TableScrollContainer, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiPath, type StaffRefund } from '@portal/shared';
import { banner } from '../../lib/banners';
import { PageTitle } from '../../lib/components/page-title';
import { postJson, staffKeys, useRefunds } from '../api';
import { mdyDate, money } from '../../lib/format';
import { PageLoader } from '../../lib/components/page-loader';

type Decision = 'approved' | 'denied' | 'refunded';

/** Refund requests: approve or deny a requested one, mark an approved one refunded. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'open';
  const { data } = useRefunds(status);
  const decide = useMutation({
    mutationFn: ({ f, decision }: { f: StaffRefund; decision: Decision }) =>
      postJson(apiPath('staffDecideRefund', { id: f.id }), { decision }),
    onSuccess: (_d, { decision }) => {
      banner.success(t('staff.refunds.done', { status: t(`staff.refunds.status.${decision}`).toLowerCase() }));
      void qc.invalidateQueries({ queryKey: staffKeys.allRefunds });
    },
    onError: (e: Error) => banner.error(e.message),
  });
  const button = (f: StaffRefund, decision: Decision, key: 'approve' | 'deny' | 'refunded') => (
    <Button
      size="xs"
      variant={decision === 'denied' ? 'outline' : 'filled'}
      color={decision === 'denied' ? 'red.9' : undefined}
      aria-label={t(`staff.refunds.${key}`, { id: f.id })}
      onClick={() => decide.mutate({ f, decision })}
    >
      {t(`staff.refunds.status.${decision}`)}
    </Button>
  );
  return (
    <>
      <PageTitle>{t('staff.refunds.title')}</PageTitle>
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => setSearch({ status: v }, { replace: true })}
        aria-label={t('staff.refunds.title')}
        data={[
          { value: 'open', label: t('staff.refunds.open') },
          { value: 'decided', label: t('staff.refunds.decided') },
        ]}
      />
      {!data ? (
        <PageLoader />
      ) : data.refunds.length === 0 ? (
        <Text c="dimmed">{t('staff.refunds.empty')}</Text>
      ) : (
        <TableScrollContainer minWidth={720}>
          <Table striped data-testid="refunds-table">
            <Table.Thead>
              <Table.Tr>
                {(['rid', 'amount', 'reason', 'status', 'requested', 'actions'] as const).map((c) => (
                  <Table.Th key={c}>{t(`staff.refunds.col.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.refunds.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>
                    {f.rid && (
                      <Anchor component={Link} to={`/requests/${encodeURIComponent(f.rid)}`}>
                        {f.rid}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>{money(f.amount_cents)}</Table.Td>
                  <Table.Td>{f.reason}</Table.Td>
                  <Table.Td>{t(`staff.refunds.status.${f.status}`)}</Table.Td>
                  <Table.Td>{mdyDate(f.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {f.status === 'requested' && (
                        <>
                          {button(f, 'approved', 'approve')}
                          {button(f, 'denied', 'deny')}
                        </>
                      )}
                      {f.status === 'approved' && (
                        <>
                          {button(f, 'refunded', 'refunded')}
                          {button(f, 'denied', 'deny')}
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
    </>
  );
}
