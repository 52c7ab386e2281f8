import { apiPath } from '@portal/shared';
import { Button, Group, SegmentedControl, Table, TableScrollContainer, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffSuggestion } from '@portal/shared';
import { banner } from '../../lib/banners';
import { PageTitle } from '../../lib/components/page-title';
import { postJson, staffKeys, useSuggestions } from '../api';
import { mdyDate } from '../../lib/format';
import { PageLoader } from '../../lib/components/page-loader';

/**
 * Providers patients suggested: approve (joins the directory) or reject. The decision sits next
 * to the name, so a phone shows it without scrolling sideways.
 */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'pending';
  const { data } = useSuggestions(status);
  const decide = useMutation({
    mutationFn: ({ s, action }: { s: StaffSuggestion; action: 'approve' | 'reject' }) =>
      postJson(apiPath(action === 'approve' ? 'staffApproveProvider' : 'staffRejectProvider', { id: s.id })),
    onSuccess: (_d, { s, action }) => {
      banner.success(
        action === 'approve' ? t('staff.providers.approved', { name: s.name }) : t('staff.providers.rejected'),
      );
      void qc.invalidateQueries({ queryKey: staffKeys.allSuggestions });
    },
    onError: (e: Error) => banner.error(e.message),
  });
  return (
    <>
      <PageTitle>{t('staff.providers.title')}</PageTitle>
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => setSearch({ status: v }, { replace: true })}
        aria-label={t('staff.providers.title')}
        data={[
          { value: 'pending', label: t('staff.providers.pending') },
          { value: 'approved', label: t('staff.providers.approvedTab') },
          { value: 'rejected', label: t('staff.providers.rejectedTab') },
        ]}
      />
      {!data ? (
        <PageLoader />
      ) : data.suggestions.length === 0 ? (
        <Text c="dimmed">{t('staff.providers.empty')}</Text>
      ) : (
        <TableScrollContainer minWidth={720}>
          <Table striped data-testid="suggestions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.providers.col.name')}</Table.Th>
                {status === 'pending' && <Table.Th>{t('staff.providers.col.actions')}</Table.Th>}
                {(['location', 'fax', 'phone', 'suggested'] as const).map((c) => (
                  <Table.Th key={c}>{t(`staff.providers.col.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.suggestions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  {status === 'pending' && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          aria-label={t('staff.providers.approve', { name: s.name })}
                          loading={
                            decide.isPending && decide.variables?.s.id === s.id && decide.variables.action === 'approve'
                          }
                          onClick={() => decide.mutate({ s, action: 'approve' })}
                        >
                          {t('staff.providers.approveShort')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          aria-label={t('staff.providers.reject', { name: s.name })}
                          onClick={() => decide.mutate({ s, action: 'reject' })}
                        >
                          {t('staff.providers.rejectShort')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                  <Table.Td>{[s.address1, s.city, s.state, s.zipcode].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{s.fax}</Table.Td>
                  <Table.Td>{s.phone ?? ''}</Table.Td>
                  <Table.Td>{mdyDate(s.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
    </>
  );
}
