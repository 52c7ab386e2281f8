import { Alert, Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/use-profile';

/** Warning shown while the profile has no date_of_birth (spec section 2 "Layout"). */
export function DobBanner() {
  const { t } = useTranslation();
  const { data } = useProfile();
  const { pathname } = useLocation();
  if (!data || data.date_of_birth) return null;
  return (
    <Alert color="yellow.9" variant="light" mb="md" data-testid="dob-banner">
      {t('messages.dobMissing')}{' '}
      {pathname !== '/profile' && (
        <Anchor component={Link} to="/profile">
          {t('common.dobBanner.link')}
        </Anchor>
      )}
    </Alert>
  );
}
