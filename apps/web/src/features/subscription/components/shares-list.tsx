import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Share } from '@portal/shared';
import { documentDate, mdyDate } from '../../../lib/format';
import { banner } from '../../../lib/banners';
import { useRevokeShare, useShares } from '../api/shares';

const STATUS_COLOR = { active: 'teal.9', expired: 'gray.8', revoked: 'red.9', locked: 'orange.9' } as const;

/** Every share with its status and what the recipient did; revoking takes effect at once. */
export function SharesList() {
  const { t } = useTranslation();
  const { data } = useShares();
  const revoke = useRevokeShare();
  const [confirm, setConfirm] = useState<Share | null>(null);
  const shares = data?.shares ?? [];
  async function doRevoke() {
    if (!confirm) return;
    try {
      await revoke.mutateAsync(confirm.id);
      banner.success(t('sharing.list.revoked'));
    } catch (err) {
      banner.error(err instanceof Error ? err.message : t('messages.serverError'));
    } finally {
      setConfirm(null);
    }
  }
  return (
    <Stack component="section" aria-labelledby="shares-heading" gap="sm">
      <Title order={2} size="h3" id="shares-heading">
        {t('sharing.list.heading')}
      </Title>
      {data && shares.length === 0 && <Text c="dimmed">{t('sharing.list.empty')}</Text>}
      {shares.map((s) => (
        <Paper key={s.id} withBorder p="sm" radius="md" data-testid="share">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('sharing.list.to', { name: s.recipient_name, email: s.recipient_email })}
              </Text>
              <Text size="sm">{t('sharing.list.purpose', { purpose: s.purpose })}</Text>
              <Text size="sm" c="dimmed">
                {t('sharing.list.created', { date: mdyDate(s.created_at) })} ·{' '}
                {t('sharing.list.until', { date: mdyDate(s.expires_at) })} ·{' '}
                {s.allow_download ? t('sharing.list.download') : t('sharing.list.viewOnly')}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('sharing.list.records', { names: s.records.map((r) => r.name).join(', ') })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={STATUS_COLOR[s.status]} variant="filled" data-testid="share-status">
                {t(`sharing.list.status.${s.status}`)}
              </Badge>
              {s.status === 'active' && (
                <Button
                  size="xs"
                  color="red"
                  variant="outline"
                  onClick={() => setConfirm(s)}
                  aria-label={t('sharing.list.revoke', { name: s.recipient_name })}
                >
                  {t('sharing.list.revokeYes')}
                </Button>
              )}
            </Group>
          </Group>
          <Title order={3} size="h5" mt="xs">
            {t('sharing.list.log')}
          </Title>
          {s.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('sharing.list.noActivity')}
            </Text>
          ) : (
            <TableScrollContainer minWidth={320}>
              <Table fz="sm" data-testid="share-log">
                <Table.Thead>
                  <Table.Tr>
                    {(['at', 'what', 'browser'] as const).map((c) => (
                      <Table.Th key={c}>{t(`sharing.list.col.${c}`)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.events.slice(0, 20).map((e, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{documentDate(e.at)}</Table.Td>
                      <Table.Td>{t(`sharing.list.kinds.${e.kind}`)}</Table.Td>
                      <Table.Td>{e.browser ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScrollContainer>
          )}
        </Paper>
      ))}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('sharing.list.revokeYes')}
        centered
        closeButtonProps={{ 'aria-label': t('sharing.list.keep') }}
      >
        <Text mb="md">{t('sharing.list.revokeConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('sharing.list.keep')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => void doRevoke()}>
            {t('sharing.list.revokeYes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
