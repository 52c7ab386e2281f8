import { useEffect, useState } from 'react';
import { Anchor, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthorizationTexts } from '@portal/shared';

/**
 * The PDF the server rendered from the form, before signing: in a frame on wide screens, and
 * always as a link that opens it in a new tab (phones show PDFs better in their own viewer).
 */
export function PdfPreview({ pdf, texts, onClose }: { pdf: Blob | null; texts: AuthorizationTexts; onClose(): void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf) return undefined;
    const u = URL.createObjectURL(pdf);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [pdf]);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={!!pdf && !!url}
      onClose={onClose}
      title={texts.previewPdf}
      size="xl"
      dir={texts.dir}
    >
      {url ? (
        <Stack>
          <Anchor href={url} target="_blank" rel="noopener">
            {texts.previewOpen}
          </Anchor>
          <iframe
            src={url}
            title={texts.previewPdf}
            style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-4)' }}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
