import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiPath, MESSAGES, signUpSchema } from '@portal/shared';
import { RETURN_PARAM } from '@portal/shared/domain/return-path';
import { z } from 'zod';
import { api, ApiError } from '../lib/api';
import { PasswordChecklist } from '../lib/components/password-checklist';
import { goWithHandoff, prefetchPortal, withReturn } from './handoff';

const formSchema = signUpSchema
  .extend({ confirm_password: z.string().min(1, MESSAGES.required) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: MESSAGES.passwordMismatch });
type Values = z.input<typeof formSchema>;

export function SignUpPage() {
  const { t, i18n } = useTranslation();
  // The portal page asked for before sign-in (an invitation's link) opens after sign-up too.
  const [params] = useSearchParams();
  const next = params.get(RETURN_PARAM);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    watch,
    setError: setFieldError,
  } = useForm<Values>({
    // raw: the server validates (and converts) the values as typed; the schema's output (the
    // date of birth as ISO) is what the server stores, and it refused it as 'Invalid date'.
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: { name: '', last_name: '', email: '', password: '', confirm_password: '', date_of_birth: '' },
  });
  // The portal opens right after this page: its code downloads while the form is filled in.
  useEffect(prefetchPortal, []);
  const password = watch('password') ?? '';
  const e = formState.errors;

  const onSubmit = handleSubmit(async ({ confirm_password: _c, ...values }) => {
    setError(null);
    try {
      // The language the page is read in is kept on the new account.
      goWithHandoff(
        await api(apiPath('signUp'), {
          method: 'POST',
          body: { ...values, language: i18n.language },
          public: true,
          timeout: true,
        }),
        next,
      );
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) setFieldError(field as keyof Values, { message });
        setError(err.message);
      } else setError(t('messages.serverError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('auth.signUpTitle')}
        </Title>
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('auth.firstName')}
            autoComplete="given-name"
            required
            error={e.name?.message}
            {...register('name')}
          />
          <TextInput
            label={t('auth.lastName')}
            autoComplete="family-name"
            required
            error={e.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={e.email?.message}
          {...register('email')}
        />
        <TextInput
          label={t('auth.dateOfBirth')}
          placeholder={t('common.dateFormat')}
          autoComplete="bday"
          inputMode="numeric"
          error={e.date_of_birth?.message}
          {...register('date_of_birth')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          required
          aria-describedby="password-rules"
          error={e.password?.message}
          {...register('password')}
        />
        <PasswordChecklist value={password} id="password-rules" />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          error={e.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {t('auth.signUp')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={withReturn('/', next)}>
            {t('auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
