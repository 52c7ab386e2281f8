import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiPath, type MfaChallenge } from '@portal/shared';
import { api, ApiError } from '../lib/api';
import { RecoveryCodes, TotpSetup } from '../features/security';
import { answerWithPasskey, passkeysSupported } from '../features/security';

type Handoff = { auth_token: string; redirect: string };

/**
 * The sign-in step after the password, for an account with a second factor: its passkey, a code
 * from its authenticator app, or a recovery code. A records-desk account without a factor sets
 * one up here first. Until this step succeeds there is no session, only the pending token.
 */
export function SecondFactorStep({ challenge, onDone }: { challenge: MfaChallenge; onDone(h: Handoff): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState(
    !challenge.methods.includes('totp') && challenge.methods.includes('recovery'),
  );
  const [code, setCode] = useState('');
  const [lost, setLost] = useState(false);
  const mfa_token = challenge.mfa_token;
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : t('messages.serverError'));

  if (challenge.enrol) return <Enrol mfaToken={mfa_token} onDone={onDone} />;
  if (lost) return <LostEveryFactor mfaToken={mfa_token} onBack={() => setLost(false)} />;

  const withPasskey = async () => {
    setError(null);
    setBusy(true);
    try {
      const { options } = await api<{ options: Record<string, unknown> }>(apiPath('mfaPasskeyOptions'), {
        method: 'POST',
        body: { mfa_token },
        public: true,
      });
      const credential = await answerWithPasskey(options);
      if (!credential) return setError(t('security.passkeyCancelled'));
      onDone(
        await api<Handoff>(apiPath('mfaPasskey'), { method: 'POST', body: { mfa_token, credential }, public: true }),
      );
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const withCode = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      onDone(await api<Handoff>(apiPath('mfaCode'), { method: 'POST', body: { mfa_token, code }, public: true }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const canCode = challenge.methods.includes('totp') || challenge.methods.includes('recovery');
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('security.stepTitle')}
      </Title>
      <Text>{t('security.stepIntro')}</Text>
      {error && (
        <Alert color="red.9" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {challenge.methods.includes('passkey') && passkeysSupported() && (
        <>
          <Button onClick={() => void withPasskey()} loading={busy} fullWidth>
            {t('security.usePasskey')}
          </Button>
          {canCode && <Divider label={t('security.orCode')} labelPosition="center" />}
        </>
      )}
      {canCode && (
        <form onSubmit={(e) => void withCode(e)} noValidate>
          <Stack>
            <TextInput
              key={recovery ? 'recovery' : 'app'}
              label={recovery ? t('security.recoveryCode') : t('security.code')}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoFocus={!challenge.methods.includes('passkey')}
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button
              type="submit"
              loading={busy}
              fullWidth
              variant={challenge.methods.includes('passkey') ? 'default' : 'filled'}
            >
              {t('security.verify')}
            </Button>
            {challenge.methods.includes('recovery') && challenge.methods.includes('totp') && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setRecovery((r) => !r);
                  setCode('');
                }}
              >
                {recovery ? t('security.useApp') : t('security.useRecovery')}
              </Anchor>
            )}
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => setLost(true)}>
        {t('security.lostAll')}
      </Anchor>
    </Stack>
  );
}

/**
 * Every factor lost: a link to the account's address (the password is already proved). It starts a
 * waiting period; the factors go only after it, and the account's mail can cancel it.
 */
function LostEveryFactor({ mfaToken, onBack }: { mfaToken: string; onBack(): void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setError(null);
    setBusy(true);
    try {
      await api(apiPath('mfaRecovery'), { method: 'POST', body: { mfa_token: mfaToken }, public: true });
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('messages.serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('security.lostTitle')}
      </Title>
      <Text>{t('security.lostIntro')}</Text>
      {error && (
        <Alert color="red.9" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {sent ? (
        <Alert color="green.9" variant="light" role="status">
          {t('security.lostSent')}
        </Alert>
      ) : (
        <Button loading={busy} onClick={() => void send()}>
          {t('security.lostSend')}
        </Button>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {t('security.lostBack')}
      </Anchor>
    </Stack>
  );
}

/** A records-desk account's first sign-in: an authenticator app, its first code, the recovery codes. */
export function Enrol({ mfaToken, onDone }: { mfaToken: string; onDone(h: Handoff): void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : t('messages.serverError'));
  const call = async (fn: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const body = { mfa_token: mfaToken };
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('security.enrolTitle')}
      </Title>
      <Text>{t('security.enrolIntro')}</Text>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() =>
            void call(async () =>
              onDone(await api<Handoff>(apiPath('mfaContinue'), { method: 'POST', body, public: true })),
            )
          }
        />
      ) : setup ? (
        <TotpSetup
          secret={setup.secret}
          uri={setup.uri}
          busy={busy}
          error={error}
          onConfirm={(code) =>
            void call(async () => {
              const r = await api<{ recovery_codes: string[] | null }>(apiPath('mfaEnrolConfirm'), {
                method: 'POST',
                body: { ...body, code },
                public: true,
              });
              setCodes(r.recovery_codes ?? []);
            })
          }
        />
      ) : (
        <>
          {error && (
            <Alert color="red.9" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button
            loading={busy}
            onClick={() =>
              void call(async () =>
                setSetup(await api(apiPath('mfaEnrolTotp'), { method: 'POST', body, public: true })),
              )
            }
          >
            {t('security.addTotp')}
          </Button>
        </>
      )}
    </Stack>
  );
}
