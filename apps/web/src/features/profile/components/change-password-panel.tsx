import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Image, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { zodResolver } from '../../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, LIMITS, MESSAGES, type Profile } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { PasswordChecklist } from '../../../lib/components/password-checklist';
import { useCaptcha, useUpdatePassword } from '../api/profile';
import { Busy } from '../../../lib/components/busy';

/** Mantine's default error red is below 4.5:1 on white; the darker shade passes WCAG AA. */
const ERROR_CONTRAST = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties;

const LIST_SEPARATOR: Record<string, string> = { ar: '، ', zh: '、', ja: '、' };

type Values = { password: string; new_password: string; confirm_password: string; captcha: string };
const EMPTY: Values = { password: '', new_password: '', confirm_password: '', captcha: '' };

/** With the profile's captcha flag on, the form also needs the 8 characters of the image (or of the text question). */
const schemaFor = (captcha: boolean) =>
  captcha
    ? changePasswordFormSchema.refine((v) => (v.captcha ?? '').trim().length === LIMITS.captchaLength, {
        path: ['captcha'],
        message: MESSAGES.captchaWrong,
      })
    : changePasswordFormSchema;

/** The change-password panel (spec sections 2 and 5). Save stays disabled until the form is valid. */
export function ChangePasswordPanel({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const withCaptcha = profile.is_captcha_enable;
  const captcha = useCaptcha(profile.id, withCaptcha);
  const english = !i18n.language || i18n.language === 'en';
  const digits = captcha.data?.captcha_digits ?? [];
  const question =
    !english && digits.length
      ? t('profile.password.captchaDigitsQuestion', {
          // One plain separator between the number words (no "and"), so each is one number.
          words: digits
            .map((d) => t(`profile.password.captchaDigits.${d}`))
            .join(LIST_SEPARATOR[i18n.language] ?? ', '),
        })
      : captcha.data?.captcha_words?.length
        ? t('profile.password.captchaQuestion', { words: captcha.data.captcha_words.join(', ') })
        : null;
  const update = useUpdatePassword();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    watch,
    reset,
    setError: setFieldError,
    setValue,
  } = useForm<Values>({
    resolver: zodResolver(schemaFor(withCaptcha), undefined, { raw: true }) as never,
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const e = formState.errors;
  const newPassword = watch('new_password') ?? '';

  const submit = handleSubmit(async (v) => {
    setError(null);
    try {
      const res = await update.mutateAsync({
        password: v.password,
        new_password: v.new_password,
        ...(withCaptcha ? { captcha: v.captcha, captcha_text: captcha.data?.captcha_text } : {}),
      });
      // The server answers the spec's English words; the catalog holds the same words in every language.
      banner.success(
        res.message === MESSAGES.passwordUpdated
          ? t('messages.passwordUpdated')
          : res.message || t('messages.passwordUpdated'),
      );
      reset(EMPTY);
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      for (const [field, message] of Object.entries(apiErr?.fields ?? {}))
        setFieldError(field as keyof Values, { message });
      if (apiErr?.fields.captcha) setValue('captcha', '');
      setError(apiErr?.message ?? t('messages.serverError'));
    } finally {
      // A challenge answers one try only: show a fresh one after every attempt.
      if (withCaptcha) void captcha.refetch();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title" style={ERROR_CONTRAST}>
      <Stack maw={480}>
        <Title order={2} size="h3" id="change-password-title">
          {t('profile.password.title')}
        </Title>
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label={t('profile.password.current')}
          required
          autoComplete="current-password"
          error={e.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('profile.password.new')}
          required
          autoComplete="new-password"
          aria-describedby="change-password-rules"
          error={e.new_password?.message}
          {...register('new_password', { deps: ['confirm_password'] })}
        />
        <PasswordChecklist value={newPassword} id="change-password-rules" />
        <PasswordInput
          label={t('profile.password.confirm')}
          required
          autoComplete="new-password"
          error={e.confirm_password?.message}
          {...register('confirm_password')}
        />
        {withCaptcha && (
          <Stack gap={6}>
            <Group gap="xs" align="center">
              {captcha.data ? (
                <Image
                  src={captcha.data.captcha_image}
                  alt={t('profile.password.captchaImage')}
                  w={280}
                  h={80}
                  radius="sm"
                  data-testid="captcha-image"
                />
              ) : (
                <Busy size="sm" label={t('profile.password.captchaLoading')} />
              )}
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={t('profile.password.captchaRefresh')}
                onClick={() => void captcha.refetch()}
              >
                <IconRefresh aria-hidden="true" />
              </ActionIcon>
            </Group>
            <TextInput
              label={t('profile.password.captchaLabel')}
              // The text alternative (WCAG 1.1.1), read with the field by a screen reader.
              // English asks for the first letters of English words; another language names digits in its own words.
              description={
                question ? (
                  <span data-testid="captcha-question">
                    <Text span fw={600} inherit>
                      {t('profile.password.captchaQuestionLabel')}
                    </Text>{' '}
                    {question}
                  </span>
                ) : undefined
              }
              required
              maxLength={LIMITS.captchaLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={e.captcha?.message}
              {...register('captcha')}
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!formState.isValid || (withCaptcha && !captcha.data)}
            loading={formState.isSubmitting}
          >
            {t('profile.password.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
