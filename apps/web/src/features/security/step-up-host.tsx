import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Divider, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/shared';
import { api, ApiError } from '../../lib/api';
import { setStepUpHost } from '../../lib/step-up';
import { answerWithPasskey, passkeysSupported } from './webauthn';

type Options = {
  methods: Array<'passkey' | 'totp' | 'recovery' | 'password'>;
  passkey: { challenge_token: string; options: Record<string, unknown> } | null;
};

/**
 * The step-up dialog: the account's passkey, a code (app or recovery), or its password when it has
 * no factor. Resolves the waiting API call: true once confirmed, false when closed.
 */
export function StepUpHost() {
  const { t } = useTranslation();
  const [opts, setOpts] = useState<Options | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolve = useRef<((ok: boolean) => void) | null>(null);

  useEffect(() => {
    setStepUpHost(
      () =>
        new Promise<boolean>((r) => {
          resolve.current = r;
          setValue('');
          setError(null);
          void api<Options>(apiPath('stepUpOptions'), { method: 'POST' })
            .then(setOpts)
            .catch(() => r(false));
        }),
    );
    return () => setStepUpHost(null);
  }, []);

  const finish = (ok: boolean) => {
    resolve.current?.(ok);
    resolve.current = null;
    setOpts(null);
  };
  const send = async (body: Record<string, unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await api(apiPath('stepUp'), { method: 'POST', body });
      finish(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    } finally {
      setBusy(false);
    }
  };
  const withPasskey = async () => {
    if (!opts?.passkey) return;
    const credential = await answerWithPasskey(opts.passkey.options);
    if (!credential) return setError(t('security.passkeyCancelled'));
    await send({ challenge_token: opts.passkey.challenge_token, credential });
  };
  const password = opts?.methods.includes('password') ?? false;
  const code = opts ? opts.methods.some((m) => m === 'totp' || m === 'recovery') : false;

  return (
    <Modal
      opened={opts !== null}
      onClose={() => finish(false)}
      title={t('security.stepTitle')}
      closeButtonProps={{ 'aria-label': t('security.cancel') }}
      centered
    >
      <Stack>
        <Text>{t('security.stepUpIntro')}</Text>
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {opts?.passkey && passkeysSupported() && (
          <>
            <Button onClick={() => void withPasskey()} loading={busy}>
              {t('security.usePasskey')}
            </Button>
            {code && <Divider label={t('security.orCode')} labelPosition="center" />}
          </>
        )}
        {(code || password) && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send(password ? { password: value } : { code: value.trim() });
            }}
            noValidate
          >
            <Stack>
              {password ? (
                <PasswordInput
                  label={t('security.password')}
                  autoComplete="current-password"
                  required
                  value={value}
                  onChange={(e) => setValue(e.currentTarget.value)}
                  data-autofocus
                />
              ) : (
                <TextInput
                  label={t('security.code')}
                  description={opts?.methods.includes('recovery') ? t('security.recoveryCode') : undefined}
                  autoComplete="one-time-code"
                  required
                  value={value}
                  onChange={(e) => setValue(e.currentTarget.value)}
                  data-autofocus
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => finish(false)}>
                  {t('security.cancel')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('security.verify')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
