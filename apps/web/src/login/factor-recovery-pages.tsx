import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiPath, readerTimeZone, type MfaChallenge } from '@portal/shared';
import { api, ApiError } from '../lib/api';
import { chatDateTime } from '../lib/format';
import { goWithHandoff } from './handoff';
import { Enrol } from './second-factor';

type Handoff = { auth_token: string; redirect: string };

/** When the waiting period ends, in the reader's language and time zone, the zone named. */
const endsAt = (iso: string) => `${chatDateTime(iso)} (${readerTimeZone()})`;

function useFail() {
  const { t } = useTranslation();
  return (err: unknown) => (err instanceof ApiError ? err.message : t('messages.serverError'));
}

function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red.9" variant="light" role="alert">
      {error}
    </Alert>
  ) : null;
}

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" size="sm">
      {t('auth.backToSignIn')}
    </Anchor>
  );
}

/**
 * The mailed link that starts a recovery: an explicit button starts the waiting period (a link
 * opened by a mail scanner starts nothing), and the page says when it ends.
 */
export function FactorRecoveryStartPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fail = useFail();
  const [readyAt, setReadyAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const r = await api<{ ready_at: string }>(apiPath('recoveryStart'), {
        method: 'POST',
        body: { token: params.get('token') ?? '' },
        public: true,
      });
      setReadyAt(r.ready_at);
    } catch (err) {
      setError(fail(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Title order={1} size="h3">
        {readyAt ? t('security.recoveryWaitingTitle') : t('security.recoveryStartTitle')}
      </Title>
      <ErrorAlert error={error} />
      {readyAt ? (
        <Alert color="blue.9" variant="light" role="status" data-testid="recovery-ready-at">
          {t('security.recoveryWaitingUntil', { date: endsAt(readyAt) })}
        </Alert>
      ) : (
        <>
          <Text>{t('security.recoveryStartIntro')}</Text>
          <Button loading={busy} onClick={() => void start()}>
            {t('security.recoveryStartButton')}
          </Button>
        </>
      )}
      <BackToSignIn />
    </Stack>
  );
}

/**
 * The waiting mail's finishing link: before the end it says when to come back; after it, the
 * password removes the factors. A patient is then signed in (to Profile, to set up anew); a
 * records-desk account enrols a new authenticator app at once.
 */
export function FactorRecoveryFinishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const fail = useFail();
  const [status, setStatus] = useState<{ ready_at: string; ready: boolean } | null>(null);
  const [enrol, setEnrol] = useState<MfaChallenge | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api<{ ready_at: string; ready: boolean }>(apiPath('recoveryStatus'), {
      method: 'POST',
      body: { token },
      public: true,
    })
      .then(setStatus)
      .catch((err: unknown) => setError(fail(err)));
    // The token is the page's address: read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const finish = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const r = await api<Handoff | MfaChallenge>(apiPath('recoveryFinish'), {
        method: 'POST',
        body: { token, password },
        public: true,
      });
      if ('mfa_token' in r) setEnrol(r);
      else goWithHandoff(r, '/p/profile');
    } catch (err) {
      setError(fail(err));
    } finally {
      setBusy(false);
    }
  };

  if (enrol) return <Enrol mfaToken={enrol.mfa_token} onDone={(h) => goWithHandoff(h)} />;
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('security.recoveryFinishTitle')}
      </Title>
      <ErrorAlert error={error} />
      {!status && !error && <Loader size="sm" aria-label={t('common.loading')} />}
      {status && !status.ready && (
        <Alert color="blue.9" variant="light" role="status" data-testid="recovery-not-yet">
          {t('security.recoveryNotYet', { date: endsAt(status.ready_at) })}
        </Alert>
      )}
      {status?.ready && (
        <form onSubmit={(e) => void finish(e)} noValidate>
          <Stack>
            <Text>{t('security.recoveryFinishIntro')}</Text>
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t('security.recoveryFinishButton')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </Stack>
  );
}

/** The one-click cancel from the waiting mail: opening the link cancels. */
export function FactorRecoveryCancelPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fail = useFail();
  const [state, setState] = useState<'busy' | 'done' | string>('busy');
  const asked = useRef(false);
  useEffect(() => {
    // Once, even when a development render runs the effect twice: the link works once.
    if (asked.current) return;
    asked.current = true;
    api(apiPath('recoveryCancel'), { method: 'POST', body: { token: params.get('token') ?? '' }, public: true })
      .then(() => setState('done'))
      .catch((err: unknown) => setState(fail(err)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('security.recoveryCancelTitle')}
      </Title>
      {state === 'busy' ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : state === 'done' ? (
        <Alert color="green.9" variant="light" role="status" data-testid="recovery-cancelled">
          {t('security.recoveryCancelled')}
        </Alert>
      ) : (
        <ErrorAlert error={state} />
      )}
      <BackToSignIn />
    </Stack>
  );
}
