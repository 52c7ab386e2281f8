import { lazy, Suspense, useState } from 'react';
import { Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@portal/shared';
import type { ViewerSource } from '../../../lib/viewer/document-viewer';
import { documentDate } from '../../../lib/format';
import { loadOwnRecord } from '../api/shares';
import { useRecordRequests, useStorage } from '../api/storage';
import { DownloadRecordsButton } from './download-button';
import { useShareReturn, type ShareTarget } from './share-return';
import { useGrant } from '../../../lib/grant';

// The share form (with its dialog and checks) loads when first opened, not with the request's first
// screen; then it stays mounted, so that closing animates and returns focus.
const ShareModal = lazy(() => import('./share-modal').then((m) => ({ default: m.ShareModal })));

const DocumentViewer = lazy(() =>
  import('../../../lib/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);

/**
 * The records of one request, first on its page: what arrived, then View, Download and Share in one
 * row, so a patient on a phone finds them on the first screen. One record downloads as that file (a
 * PDF opens on the phone); several as one zip. Sharing needs Store & Share: without it the button
 * says so, and the share form opens with the offer on top.
 */
export function RequestRecords({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const storage = useStorage();
  const [viewing, setViewing] = useState<ViewerSource | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const [shareUsed, setShareUsed] = useState(false);
  if (sharing && !shareUsed) setShareUsed(true);
  useShareReturn(setSharing);
  // Each record with its page count, from the detail itself: a count from a second read would
  // arrive after the list has drawn and push the line (and all below it) down. The archive's
  // sets are what the share form offers.
  const { data } = useRecordRequests();
  const sets = data?.requests ?? [];
  const records = r.downloads.records;
  const only = records.length === 1 ? records[0] : undefined;
  const needsPlan = storage.data?.is_subscription_deactive ?? false;
  // Sharing is the account holder's own (their Store & Share): never offered to a caregiver.
  const mayShare = useGrant().can('own');
  const view = (m: { id: number; name: string }) =>
    setViewing({ name: m.name, load: () => loadOwnRecord(m.id), download: 'viewed' });

  return (
    <Box component="section" aria-labelledby="received-heading" data-testid="request-records">
      <Stack gap="sm">
        <Title order={2} size="h4" id="received-heading">
          {t('sharing.received.heading')}
        </Title>
        <List spacing={4} size="sm" listStyleType="none" data-testid="received-records">
          {records.map((m) => {
            const pages = m.page_count;
            return (
              <List.Item key={m.id}>
                {records.length > 1 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconEye size={16} aria-hidden="true" />}
                    onClick={() => view(m)}
                  >
                    {/* Named by what it shows (WCAG 2.5.3); the eye says "view". */}
                    {m.name}
                  </Button>
                ) : (
                  <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {m.name}
                  </Text>
                )}
                <Text span size="sm" c="dimmed">
                  {pages
                    ? ` · ${pages === 1 ? t('sharing.received.page') : t('sharing.received.pages', { count: pages })}`
                    : ''}
                  {' · '}
                  {t('sharing.received.on', { date: documentDate(m.created_at) })}
                </Text>
              </List.Item>
            );
          })}
        </List>
        <Group gap="xs" data-testid="records-actions">
          {only && (
            <Button leftSection={<IconEye size={16} aria-hidden="true" />} onClick={() => view(only)}>
              {t('sharing.records.view')}
            </Button>
          )}
          <DownloadRecordsButton
            rid={r.rid}
            variant={only ? 'default' : 'filled'}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            label={only ? t('sharing.records.download') : t('sharing.records.downloadAll')}
          />
          {mayShare && (
            <Button
              variant="default"
              leftSection={<IconShare size={16} aria-hidden="true" />}
              onClick={() => setSharing({ rids: [r.rid] })}
              data-testid="records-share"
            >
              {needsPlan ? t('sharing.gate.button') : t('sharing.records.share')}
            </Button>
          )}
        </Group>
      </Stack>
      {shareUsed && (
        <Suspense fallback={null}>
          <ShareModal target={sharing} sets={sets} onClose={() => setSharing(null)} />
        </Suspense>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer source={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Box>
  );
}
