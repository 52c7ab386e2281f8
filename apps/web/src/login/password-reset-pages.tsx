import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiPath, forgotPasswordSchema, MESSAGES, passwordSchema } from '@portal/shared';
import { z } from 'zod';
import { api, ApiError } from '../lib/api';
import { PasswordChecklist } from '../lib/components/password-checklist';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await api<{ message: string }>(apiPath('forgotPassword'), {
        method: 'POST',
        body: values,
        public: true,
        timeout: true,
      });
      setDone(res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('auth.forgotTitle')}
        </Title>
        <Text size="sm">{t('auth.forgotIntro')}</Text>
        {done && (
          <Alert color="green.9" variant="light" role="status">
            {done}
          </Alert>
        )}
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('auth.sendLink')}
        </Button>
        <Anchor component={Link} to="/" size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}

const resetForm = z
  .object({ password: passwordSchema, confirm_password: z.string().min(1, MESSAGES.required) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: MESSAGES.passwordMismatch });

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<z.input<typeof resetForm>>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const res = await api<{ message: string }>(apiPath('resetPassword'), {
        method: 'POST',
        body: { token: params.get('token') ?? '', password },
        public: true,
        timeout: true,
      });
      setDone(res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('auth.resetTitle')}
        </Title>
        {done && (
          <Alert color="green.9" variant="light" role="status">
            {done}
          </Alert>
        )}
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          required
          aria-describedby="password-rules"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist value={watch('password') ?? ''} id="password-rules" />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          error={formState.errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" loading={formState.isSubmitting} disabled={Boolean(done)}>
          {t('auth.resetSubmit')}
        </Button>
        <Anchor component={Link} to="/" size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
