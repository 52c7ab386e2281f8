import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dismiss, type Banner } from '../../lib/banners';

/**
 * The frame's notices, drawn only when there is one: the success and error banners and the
 * missing date of birth. Their component (Alert) loads with the first of them, not with the
 * first screen; see banners.tsx and dob-banner.tsx.
 */
export function BannerList({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
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

/** Warning shown while the profile has no date_of_birth (spec section 2 "Layout"). */
export function DobAlert({ withLink }: { withLink: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow.9" variant="light" mb="md" data-testid="dob-banner">
      {t('messages.dobMissing')}{' '}
      {withLink && (
        <Anchor component={Link} to="/profile">
          {t('common.dobBanner.link')}
        </Anchor>
      )}
    </Alert>
  );
}
