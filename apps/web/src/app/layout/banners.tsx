import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismiss, useBanners } from '../../lib/banners';

/** Shows success (green) and error (red) banners; each resets after 5 s. */
export function Banners() {
  const { t } = useTranslation();
  const banners = useBanners();
  if (!banners.length) return null;
  return (
    <Stack gap="xs" mb="md">
      {banners.map((b) => (
        <Alert
          key={b.id}
          color={b.kind === 'success' ? 'green.9' : 'red.9'}
          variant="light"
          role={b.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={t('common.dismiss')}
          onClose={() => dismiss(b.id)}
        >
          {b.message}
        </Alert>
      ))}
    </Stack>
  );
}
