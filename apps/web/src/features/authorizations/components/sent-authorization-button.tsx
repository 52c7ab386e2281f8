import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';

/** On the confirm step: the signed or uploaded authorization exactly as it will go to the provider. */
export function SentAuthorizationButton({ auth }: { auth: { url: string; name?: string | null } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      w="fit-content"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadFile(auth.url, auth.name || 'authorization.pdf').finally(() => setBusy(false));
      }}
    >
      {t('authorizations.sign.viewSent')}
    </Button>
  );
}
