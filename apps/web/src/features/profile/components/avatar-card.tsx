import { useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@portal/shared';
// From its own module, not the package's index: through the index it brought the profile's zod
// schemas into the page's first download.
import { AVATAR_MAX_BYTES, AVATAR_MIME, PROFILE_MESSAGES } from '@portal/shared/profile-constants';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { useAvatarUrl, useUploadAvatar } from '../api/profile';

/** The profile picture and its upload (images only, 5 MB; the server checks the bytes again). */
export function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const url = useAvatarUrl(profile.avatarUrl);
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);
  const initials = `${profile.name[0] ?? ''}${profile.last_name[0] ?? ''}`.toUpperCase();

  const pick = async (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!(AVATAR_MIME as readonly string[]).includes(file.type)) return setError(PROFILE_MESSAGES.avatarType);
    if (file.size > AVATAR_MAX_BYTES) return setError(PROFILE_MESSAGES.avatarTooLarge);
    try {
      await upload.mutateAsync(file);
      banner.success(t('profile.avatar.uploaded'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    }
  };

  return (
    <Group align="center" wrap="nowrap">
      <Avatar
        src={url}
        alt={url ? t('profile.avatar.alt') : undefined}
        size={96}
        radius={96}
        color="teal.9"
        variant="filled"
        data-testid="profile-avatar"
      >
        {initials}
      </Avatar>
      <Stack gap={4}>
        {!url && (
          <Text size="sm" c="dimmed">
            {t('profile.avatar.none')}
          </Text>
        )}
        <FileButton onChange={pick} accept={AVATAR_MIME.join(',')}>
          {(props) => (
            <Button {...props} variant="outline" size="xs" loading={upload.isPending}>
              {t('profile.avatar.change')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('profile.avatar.hint')}
        </Text>
        {error && (
          <Alert color="red.9" variant="light" role="alert" p="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </Group>
  );
}
