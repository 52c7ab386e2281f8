import { lazy, Suspense, useState } from 'react';
import { Box, Button, List, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ViewerSource } from '../../../lib/viewer/document-viewer';
import { documentDate } from '../../../lib/format';
import { loadOwnRecord } from '../api/shares';
import { useRecordRequests } from '../api/storage';

const DocumentViewer = lazy(() =>
  import('../../../lib/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);

/** What arrived for one request: each record with its pages and date, opening in the viewer. */
export function ReceivedRecords({ rid }: { rid: string }) {
  const { t } = useTranslation();
  const { data } = useRecordRequests();
  const [viewing, setViewing] = useState<ViewerSource | null>(null);
  const records = data?.requests.find((r) => r.rid === rid)?.records ?? [];
  return (
    <Box component="section" aria-labelledby="received-heading">
      <Title order={2} size="h4" id="received-heading" mb="sm">
        {t('sharing.received.heading')}
      </Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sharing.received.none')}
        </Text>
      ) : (
        <List spacing="xs" size="sm" data-testid="received-records" listStyleType="none">
          {records.map((m) => (
            <List.Item key={m.id}>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconEye size={16} aria-hidden="true" />}
                onClick={() => setViewing({ name: m.name, load: () => loadOwnRecord(m.id), download: 'viewed' })}
              >
                {/* Named by what it shows (no aria-label that would not contain it: WCAG 2.5.3); the eye says "view". */}
                {m.name}
              </Button>
              <Text span size="sm" c="dimmed">
                {m.page_count
                  ? ` · ${m.page_count === 1 ? t('sharing.received.page') : t('sharing.received.pages', { count: m.page_count })}`
                  : ''}
                {' · '}
                {t('sharing.received.on', { date: documentDate(m.created_at) })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer source={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Box>
  );
}
