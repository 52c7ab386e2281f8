import { lazy, Suspense, useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type RecordRequest } from '@portal/shared';
import type { ViewerSource } from '../../../lib/viewer/document-viewer';
import { useRecordRequests, useStorage } from '../api/storage';
import { loadOwnRecord } from '../api/shares';
import { DownloadRecordsButton } from './download-button';
import { useShareReturn, type ShareTarget } from './share-return';
import { Busy } from '../../../lib/components/busy';
import { shortDate } from '../../../lib/format';

const DocumentViewer = lazy(() =>
  import('../../../lib/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);
// The share dialog loads when first opened (no first screen shows it), then stays mounted so it
// closes with its transition.
const ShareModal = lazy(() => import('./share-modal').then((m) => ({ default: m.ShareModal })));

const deliveredOn = (r: RecordRequest) => r.completed_on ?? r.ordered_on;

/** Filters the archive by provider or patient (words anywhere) and by delivery date (ISO days). */
export function filterArchive(list: RecordRequest[], q: { text: string; from: string; to: string }) {
  const words = q.text.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((r) => {
    const hay = `${r.custodian_name ?? ''} ${r.patient_name ?? ''} ${r.rid}`.toLowerCase();
    if (!words.every((w) => hay.includes(w))) return false;
    const day = deliveredOn(r)?.slice(0, 10) ?? '';
    if (q.from && (!day || day < q.from)) return false;
    if (q.to && (!day || day > q.to)) return false;
    return true;
  });
}

/**
 * The archive: every delivered record set (the user's and the dependents'), searchable; each
 * document opens in the viewer; sets or one document can be shared; a zip download (or the offer).
 */
export function RecordsList({ onSubscribe }: { onSubscribe?(): void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useRecordRequests();
  // Without Store & Share each share button says it needs it (the form opens with the offer on top).
  const needsPlan = useStorage().data?.is_subscription_deactive ?? false;
  const list = useMemo(() => data?.requests ?? [], [data]);
  const [q, setQ] = useState({ text: '', from: '', to: '' });
  const shown = useMemo(() => filterArchive(list, q), [list, q]);
  const [viewing, setViewing] = useState<ViewerSource | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const [shareOpened, setShareOpened] = useState(false);
  if (sharing && !shareOpened) setShareOpened(true);
  useShareReturn(setSharing);
  const open = (m: { id: number; name: string }) =>
    setViewing({ name: m.name, load: () => loadOwnRecord(m.id), download: 'viewed' });
  return (
    <Stack component="section" aria-labelledby="records-heading" gap="sm">
      <Title order={2} size="h3" id="records-heading">
        {t('subscription.records.heading')}
      </Title>
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="search">
          <TextInput
            label={t('sharing.archive.search')}
            value={q.text}
            onChange={(e) => setQ({ ...q, text: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('sharing.archive.from')}
            value={q.from}
            onChange={(e) => setQ({ ...q, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('sharing.archive.to')}
            value={q.to}
            onChange={(e) => setQ({ ...q, to: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
      {isLoading && <Busy size="sm" />}
      {!isLoading && list.length === 0 && <Text c="dimmed">{t('subscription.records.empty')}</Text>}
      {list.length > 0 && shown.length === 0 && (
        <Text c="dimmed" role="status">
          {t('sharing.archive.none')}
        </Text>
      )}
      {shown.map((r) => (
        <Paper key={r.rid} withBorder p="sm" radius="md" data-testid="record-request">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.rid}
                {r.custodian_name ? ` · ${r.custodian_name}` : ''}
              </Text>
              {r.patient_name && <Text size="sm">{t('sharing.archive.patient', { name: r.patient_name })}</Text>}
              <Text size="sm" c="dimmed">
                {t('subscription.records.delivered', {
                  date: shortDate(deliveredOn(r)),
                })}
              </Text>
            </Stack>
            <Group gap="xs" style={{ minWidth: 0, maxWidth: '100%' }}>
              <Badge color={r.can_download ? 'teal.9' : 'gray.8'} variant="filled">
                {r.can_download ? t('subscription.records.available') : t('subscription.records.archived')}
              </Badge>
              <Button
                variant="default"
                className="wrap-button"
                leftSection={<IconShare size={16} aria-hidden="true" />}
                onClick={() => setSharing({ rids: [r.rid] })}
                // A long label (the rid, and that it needs Store & Share) wraps on a phone.
                h="auto"
                mih={36}
                py={6}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {needsPlan ? t('sharing.gate.buttonRid', { rid: r.rid }) : t('sharing.create.open', { rid: r.rid })}
              </Button>
              <DownloadRecordsButton rid={r.rid} onSubscribe={onSubscribe} />
            </Group>
          </Group>
          <Stack gap={4} mt="xs">
            {r.records.map((m) => (
              <Group key={m.id} gap="xs" wrap="wrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  className="wrap-button"
                  leftSection={<IconEye size={16} aria-hidden="true" />}
                  onClick={() => open(m)}
                >
                  {t('sharing.archive.received', { name: m.name, date: shortDate(m.created_at) })}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  className="wrap-button"
                  onClick={() => setSharing({ rids: [], record: { id: m.id, name: m.name } })}
                  h="auto"
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {needsPlan
                    ? t('sharing.gate.buttonOne', { name: m.name })
                    : t('sharing.create.openOne', { name: m.name })}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {shareOpened && (
        <Suspense fallback={null}>
          <ShareModal target={sharing} sets={list} onClose={() => setSharing(null)} />
        </Suspense>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer source={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
