import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiRaw } from '../../../lib/api';
import type { ViewerSource } from '../../../lib/viewer/document-viewer';

const DocumentViewer = lazy(() =>
  import('../../../lib/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);

/** What the viewer can show: PDFs and the images a browser draws (not Word files or HEIC). */
export const isViewable = (name: string) => /\.(pdf|png|jpe?g|gif|webp)$/i.test(name);

/**
 * A "View" button for a file the signed-in owner can fetch from the API (an authorization, an
 * uploaded document, an invoice): it opens in the viewer, and downloads from there.
 */
export function ViewFileButton({ url, name, label }: { url: string; name: string; label?: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<ViewerSource | null>(null);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        // A file's name can be longer than a phone's width: the label wraps inside the button.
        h="auto"
        py={4}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' } }}
        leftSection={<IconEye size={16} aria-hidden="true" />}
        onClick={() => setViewing({ name, load: async () => (await apiRaw(url)).blob(), download: 'viewed' })}
      >
        {label ?? t('sharing.viewer.view', { name })}
      </Button>
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer source={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
