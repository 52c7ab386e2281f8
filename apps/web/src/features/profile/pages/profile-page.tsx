import { lazy } from 'react';
import { Alert, Divider, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../lib/components/page-title';
import { useProfile } from '../../../lib/use-profile';
import { AvatarCard } from '../components/avatar-card';
import { ProfileForm } from '../components/profile-form';
import { Busy } from '../../../lib/components/busy';
import { WhenReached } from '../../../lib/components/when-reached';

// Below the details, a phone's screen or more down: their code (a second form, the second
// factor's) loads when the reader reaches them.
const ChangePasswordPanel = lazy(() =>
  import('../components/change-password-panel').then((m) => ({ default: m.ChangePasswordPanel })),
);
const SecurityPanel = lazy(() => import('../../security').then((m) => ({ default: m.SecurityPanel })));

/** /profile: the profile, its picture and the password change (spec section 2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isLoading, isError } = useProfile();
  return (
    <Stack>
      <PageTitle>{t('profile.title')}</PageTitle>
      {isLoading && <Busy size="sm" />}
      {isError && (
        <Alert color="red.9" variant="light" role="alert">
          {t('messages.serverError')}
        </Alert>
      )}
      {profile && (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Title order={2} size="h3">
                {t('profile.details')}
              </Title>
              <AvatarCard profile={profile} />
              <Divider />
              <ProfileForm key={profile.id} profile={profile} />
            </Stack>
          </Paper>
          {/* Below the details: drawn when reached; both panels come together, the password's first. */}
          <WhenReached minHeight="100vh" testId="profile-panels">
            <Stack>
              <Paper withBorder p="md" radius="md">
                <ChangePasswordPanel profile={profile} />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <SecurityPanel />
              </Paper>
            </Stack>
          </WhenReached>
        </>
      )}
    </Stack>
  );
}
