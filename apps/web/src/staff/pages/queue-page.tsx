import { useEffect, useState } from 'react';
import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Pagination,
  Select,
  Table,
  TableScrollContainer,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, STAFF_QUEUES, type StaffQueue } from '@portal/shared';
import { PageTitle } from '../../lib/components/page-title';
import { useQueue } from '../api';
import { HipaaClock } from '../components/hipaa-clock';
import { PageLoader } from '../../lib/components/page-loader';
import { mdyDate, money } from '../../lib/format';

/** The queues: new, waiting on the patient, priced, completed, closed, with filters and the HIPAA clock. */
export default function QueuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const queue: StaffQueue = STAFF_QUEUES.includes(params.queue as StaffQueue) ? (params.queue as StaffQueue) : 'new';
  const [search, setSearch] = useSearchParams();
  const [keyword, setKeyword] = useState(search.get('keyword') ?? '');
  const [debounced] = useDebouncedValue(keyword.trim(), LIMITS.searchDebounceMs);
  const type = (search.get('type') as 'Record' | 'Form' | null) ?? undefined;
  const overdue = search.get('overdue') === 'true';
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1);
  const setParam = (k: string, v: string | null) => {
    const next = new URLSearchParams(search);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'page') next.delete('page');
    setSearch(next, { replace: true });
  };
  useEffect(() => {
    if ((search.get('keyword') ?? '') !== debounced) setParam('keyword', debounced || null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const { data, isLoading } = useQueue({ queue, keyword: debounced || undefined, request_type: type, overdue, page });

  const body = (
    <>
      <Group mt="md" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('staff.queues.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          w={320}
          maw="100%"
        />
        <Select
          label={t('staff.queues.type')}
          data={[
            { value: '', label: t('staff.queues.typeAll') },
            { value: 'Record', label: t('staff.queues.typeRecord') },
            { value: 'Form', label: t('staff.queues.typeForm') },
          ]}
          value={type ?? ''}
          onChange={(v) => setParam('type', v || null)}
          allowDeselect={false}
          w={200}
        />
        <Checkbox
          label={t('staff.queues.overdueOnly')}
          checked={overdue}
          onChange={(e) => setParam('overdue', e.currentTarget.checked ? 'true' : null)}
          mb={8}
        />
      </Group>
      {isLoading || !data ? (
        <PageLoader />
      ) : data.requests.length === 0 ? (
        <Text c="dimmed">{t('staff.queues.empty')}</Text>
      ) : (
        <TableScrollContainer minWidth={760}>
          <Table striped highlightOnHover data-testid="queue-table">
            <Table.Caption>
              {t('staff.queues.caption', { queue: t(`staff.queues.${queue}`), total: data.total })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(['rid', 'type', 'patient', 'provider', 'ordered', 'clock', 'amount'] as const).map((c) => (
                  <Table.Th key={c}>{t(`staff.queues.col.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.requests.map((r) => (
                <Table.Tr key={r.id} data-overdue={r.overdue || undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/requests/${encodeURIComponent(r.rid)}`}>
                      {r.rid}
                    </Anchor>
                    {r.payment_needed && (
                      <Badge color="red.9" variant="filled" size="sm" ml={6} data-testid="payment-needed">
                        {t('staff.paymentNeeded')}
                      </Badge>
                    )}
                    {r.patient_responded_at && (
                      <Badge color="blue.9" variant="filled" size="sm" ml={6} data-testid="patient-responded">
                        {t('staff.queues.responded')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.request_type === 'Form' ? t('staff.queues.typeForm') : t('staff.queues.typeRecord')}
                  </Table.Td>
                  <Table.Td>
                    {r.requested_by
                      ? t('staff.request.requestedBy', { caregiver: r.requested_by, patient: r.patient_name })
                      : r.patient_name}
                  </Table.Td>
                  <Table.Td>{r.custodian?.name ?? ''}</Table.Td>
                  <Table.Td>{mdyDate(r.ordered_on)}</Table.Td>
                  <Table.Td>
                    <HipaaClock item={r} />
                  </Table.Td>
                  <Table.Td>{money(r.amount_cents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
      {data && data.total_pages > 1 && (
        <Pagination
          mt="md"
          total={data.total_pages}
          value={page}
          onChange={(p) => setParam('page', String(p))}
          getControlProps={(c) => ({ 'aria-label': c })}
          aria-label={t('staff.queues.page')}
        />
      )}
    </>
  );

  return (
    <>
      <PageTitle>{t('staff.queues.title')}</PageTitle>
      {/* Each queue is a tab; the filters and the table sit in the active tab's panel. */}
      <Tabs value={queue} onChange={(v) => v && navigate({ pathname: `/queue/${v}`, search: search.toString() })}>
        <Tabs.List aria-label={t('staff.queues.tabsLabel')}>
          {STAFF_QUEUES.map((q) => (
            <Tabs.Tab key={q} value={q}>
              {t(`staff.queues.${q}`)} ({data?.counts[q] ?? 0})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAFF_QUEUES.map((q) => (
          <Tabs.Panel key={q} value={q}>
            {q === queue && body}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
