import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';
import { fileLabel } from '../../../lib/file-names';

/** On the confirm step: the signed or uploaded authorization exactly as it will go to the provider. */
export function SentAuthorizationButton({ auth }: { auth: { url: string; name?: string | null } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      w="fit-content"
      // A long label (Russian's is wider than a phone) wraps inside the screen instead of scrolling it.
      maw="100%"
      h="auto"
      mih={36}
      py={6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadFile(auth.url, auth.name ? fileLabel(auth.name) : 'authorization.pdf').finally(() =>
          setBusy(false),
        );
      }}
    >
      {t('authorizations.sign.viewSent')}
    </Button>
  );
}
