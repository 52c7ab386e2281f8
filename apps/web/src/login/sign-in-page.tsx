import { apiPath } from '@portal/shared';
import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MfaChallenge, signInSchema } from '@portal/shared';
import { RETURN_PARAM } from '@portal/shared/domain/return-path';
import type { z } from 'zod';
import { api, ApiError } from '../lib/api';
import { lazyZodResolver } from '../lib/lazy-resolver';
import { withRestStyles } from '../app/styles/lazy-styles';
import { goWithHandoff, prefetchPortal, withReturn } from './handoff';
import { answerWithPasskey, passkeysSupported } from '../features/security';

type Handoff = { auth_token: string; redirect: string };

// The second step (and the whole catalog's texts) loads when an account with a factor needs it.
const SecondFactorStep = lazy(() =>
  withRestStyles(import('./second-factor')).then((m) => ({ default: m.SecondFactorStep })),
);

// A pointer or the focus on "Create an account": the sign-up page (and its styles) start loading
// before the click, so the click shows the form sooner.
const preloadSignUp = () => void withRestStyles(import('./sign-up-page'));

type Values = z.input<typeof signInSchema>;

export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: lazyZodResolver<Values>(() => import('@portal/shared').then((m) => m.signInSchema)),
    defaultValues: { email: '', password: '' },
  });
  const notice =
    params.get('auto_timeout') === '1'
      ? t('auth.signedOutIdle')
      : params.get('logout') === '1'
        ? t('auth.signedOut')
        : params.get('expired') === '1'
          ? t('auth.sessionEnded')
          : null;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    prefetchPortal();
    try {
      const answer = await api<Handoff | MfaChallenge>(apiPath('signIn'), {
        method: 'POST',
        body: values,
        public: true,
        timeout: true,
      });
      if ('mfa_token' in answer) setChallenge(answer);
      else goWithHandoff(answer, params.get(RETURN_PARAM));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    }
  });

  /** A passkey alone (discoverable, verified by the device's PIN or biometrics): no password. */
  const signInWithPasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      const { challenge_token, options } = await api<{ challenge_token: string; options: Record<string, unknown> }>(
        apiPath('passkeyOptions'),
        { method: 'POST', public: true },
      );
      const credential = await answerWithPasskey(options);
      if (!credential) return setError(t('security.passkeyCancelled'));
      prefetchPortal();
      goWithHandoff(
        await api<Handoff>(apiPath('passkeySignIn'), {
          method: 'POST',
          body: { challenge_token, credential },
          public: true,
        }),
        params.get(RETURN_PARAM),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondFactorStep challenge={challenge} onDone={(h) => goWithHandoff(h, params.get(RETURN_PARAM))} />
      </Suspense>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('auth.signInTitle')}
        </Title>
        {notice && (
          <Alert color="blue.9" variant="light" role="status" data-testid="signed-out-notice">
            {notice}
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
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {t('auth.signIn')}
        </Button>
        {passkeysSupported() && (
          <Button variant="default" fullWidth loading={passkeyBusy} onClick={() => void signInWithPasskey()}>
            {t('auth.signInPasskey')}
          </Button>
        )}
        <Text size="sm" ta="center">
          {t('auth.noAccount')}{' '}
          <Anchor
            component={Link}
            to={withReturn('/sign-up', params.get(RETURN_PARAM))}
            onPointerEnter={preloadSignUp}
            onTouchStart={preloadSignUp}
            onFocus={preloadSignUp}
          >
            {t('auth.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
