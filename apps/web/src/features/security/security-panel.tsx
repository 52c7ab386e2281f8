import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPath, formatDate, readerTimeZone, type Factor, type Security } from '@portal/shared';
import { api, ApiError } from '../../lib/api';
import { banner } from '../../lib/banners';
import { chatDateTime } from '../../lib/format';
import { openConfirm } from '../../lib/confirm';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';
import { createPasskey, passkeysSupported } from './webauthn';

const KEY = ['security'] as const;
type Codes = { recovery_codes: string[] | null };

/** Profile → Security: passkeys and authenticator apps, listed and removable; recovery codes. */
export function SecurityPanel() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => api<Security>(apiPath('getSecurity')) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [setup, setSetup] = useState<{ factor_id: number; secret: string; uri: string } | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const message = (err: unknown) => (err instanceof ApiError ? err.message : t('messages.serverError'));
  const date = (iso: string) => formatDate(iso, i18n.language);

  const addPasskey = useMutation({
    mutationFn: async () => {
      const { challenge_token, options } = await api<{ challenge_token: string; options: Record<string, unknown> }>(
        apiPath('passkeyRegistrationOptions'),
        { method: 'POST' },
      );
      const credential = await createPasskey(options);
      if (!credential) throw new Error(t('security.passkeyCancelled'));
      return api<Codes>(apiPath('addPasskey'), {
        method: 'POST',
        body: { challenge_token, credential, name: name.trim() || t('security.defaultPasskeyName') },
      });
    },
    onMutate: () => setError(null),
    onSuccess: (r) => {
      banner.success(t('security.passkeyAdded'));
      setName('');
      if (r.recovery_codes) setCodes(r.recovery_codes);
      void refresh();
    },
    onError: (err) => setError(message(err)),
  });
  const startTotp = useMutation({
    mutationFn: () => api<{ factor_id: number; secret: string; uri: string }>(apiPath('startTotp'), { method: 'POST' }),
    onMutate: () => setError(null),
    onSuccess: (s) => {
      setSetupError(null);
      setSetup(s);
    },
    onError: (err) => setError(message(err)),
  });
  const confirmTotp = useMutation({
    mutationFn: (code: string) =>
      api<Codes>(apiPath('confirmTotp', { id: setup!.factor_id }), { method: 'POST', body: { code } }),
    onMutate: () => setSetupError(null),
    onSuccess: (r) => {
      banner.success(t('security.totpAdded'));
      setSetup(null);
      if (r.recovery_codes) setCodes(r.recovery_codes);
      void refresh();
    },
    onError: (err) => setSetupError(message(err)),
  });
  const remove = useMutation({
    mutationFn: (f: Factor) => api(apiPath('removeFactor', { id: f.id }), { method: 'DELETE' }),
    onSuccess: () => {
      banner.success(t('security.removed'));
      void refresh();
    },
    onError: (err) => setError(message(err)),
  });
  const cancelRecovery = useMutation({
    mutationFn: () => api(apiPath('cancelFactorRecovery'), { method: 'DELETE' }),
    onSuccess: () => {
      banner.success(t('security.recoveryCancelDone'));
      void refresh();
    },
    onError: (err) => setError(message(err)),
  });
  const newCodes = useMutation({
    mutationFn: () => api<Codes>(apiPath('newRecoveryCodes'), { method: 'POST' }),
    onSuccess: (r) => {
      setCodes(r.recovery_codes);
      void refresh();
    },
    onError: (err) => setError(message(err)),
  });

  return (
    <Stack data-testid="security-panel">
      <Title order={2} size="h3">
        {t('security.title')}
      </Title>
      <Text size="sm">{t('security.intro')}</Text>
      {error && (
        <Alert color="red.9" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {data?.recovery_pending && (
        <Alert color="orange.9" variant="light" role="status" data-testid="recovery-pending">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('security.recoveryPending', {
                date: `${chatDateTime(data.recovery_pending.ready_at)} (${readerTimeZone()})`,
              })}
            </Text>
            <Button size="xs" color="red.9" loading={cancelRecovery.isPending} onClick={() => cancelRecovery.mutate()}>
              {t('security.recoveryCancel')}
            </Button>
          </Stack>
        </Alert>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : (
        <>
          {data && data.factors.length === 0 && <Text>{t('security.none')}</Text>}
          {data && data.factors.length > 0 && (
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.factors.map((f) => (
                <li key={f.id} data-testid="factor">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{f.name}</Text>
                      <Text size="sm">
                        {t(`security.kind.${f.kind}`)} · {t('security.added', { date: date(f.created_at) })} ·{' '}
                        {f.last_used_at
                          ? t('security.lastUsed', { date: date(f.last_used_at) })
                          : t('security.neverUsed')}
                      </Text>
                    </div>
                    {/* A desk account's only factor stays: the requirement cannot be turned off. */}
                    {data.factor_required && data.factors.length === 1 ? (
                      <Text size="sm" data-testid="last-factor-kept">
                        {t('security.lastFactorKept')}
                      </Text>
                    ) : (
                      <Button
                        variant="default"
                        color="red.9"
                        size="xs"
                        aria-label={t('security.remove', { name: f.name })}
                        onClick={() =>
                          void openConfirm({
                            title: t('security.remove', { name: f.name }),
                            children: <Text size="sm">{t('security.removeConfirm', { name: f.name })}</Text>,
                            labels: { confirm: t('security.removeShort'), cancel: t('security.cancel') },
                            onConfirm: () => remove.mutate(f),
                          })
                        }
                      >
                        {t('security.removeShort')}
                      </Button>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {data?.factor_required && <Text size="sm">{t('security.staffRequired')}</Text>}
          {data && data.factors.length > 0 && (
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">{t('security.recoveryLeft', { count: data.recovery_codes_left })}</Text>
              <Button variant="default" size="xs" loading={newCodes.isPending} onClick={() => newCodes.mutate()}>
                {t('security.recoveryNew')}
              </Button>
            </Group>
          )}
          {passkeysSupported() ? (
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('security.passkeyName')}
                placeholder={t('security.passkeyNameHint')}
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <Button loading={addPasskey.isPending} onClick={() => addPasskey.mutate()}>
                {t('security.addPasskey')}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t('security.passkeyUnsupported')}</Text>
          )}
          {setup ? (
            <TotpSetup
              secret={setup.secret}
              uri={setup.uri}
              busy={confirmTotp.isPending}
              error={setupError}
              onConfirm={(code) => confirmTotp.mutate(code)}
              onCancel={() => setSetup(null)}
            />
          ) : (
            <Group>
              <Button variant="default" loading={startTotp.isPending} onClick={() => startTotp.mutate()}>
                {t('security.addTotp')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
