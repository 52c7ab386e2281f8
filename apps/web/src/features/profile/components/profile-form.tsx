import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Profile } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { DobField } from '../../dependents';
import { useSaveProfile } from '../api/profile';

/** Mantine's default error red is below 4.5:1 on white; the darker shade passes WCAG AA. */
const ERROR_CONTRAST = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties;

type Values = { name: string; last_name: string; organization: string; date_of_birth: string };

/** The editable part of the profile (spec section 3 "Profile"); the email is the sign-in name. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const { register, control, handleSubmit, formState, setError } = useForm<Values>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.profileFieldsSchema), {
      raw: true,
    }) as never,
    defaultValues: {
      name: profile.name,
      last_name: profile.last_name,
      organization: profile.organization ?? '',
      date_of_birth: profile.date_of_birth ?? '',
    },
    mode: 'onTouched',
  });
  const e = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      banner.success(t('messages.profileSaved'));
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      for (const [field, message] of Object.entries(apiErr?.fields ?? {}))
        setError(field.replace(/^user\./, '') as keyof Values, { message });
      banner.error(apiErr?.message ?? t('messages.serverError'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.details')} style={ERROR_CONTRAST}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.name')}
            required
            autoComplete="given-name"
            error={e.name?.message}
            {...register('name')}
          />
          <TextInput
            label={t('profile.fields.lastName')}
            required
            autoComplete="family-name"
            error={e.last_name?.message}
            {...register('last_name')}
          />
          <TextInput label={t('profile.fields.email')} value={profile.email} readOnly autoComplete="email" />
          <TextInput
            label={t('profile.fields.organization')}
            autoComplete="organization"
            error={e.organization?.message}
            {...register('organization')}
          />
          <Controller
            control={control}
            name="date_of_birth"
            render={({ field }) => (
              <DobField
                label={t('profile.fields.dateOfBirth')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={e.date_of_birth?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
