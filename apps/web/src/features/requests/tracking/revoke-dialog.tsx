import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AUTHORIZATION_LANGUAGE_NAMES,
  AUTHORIZATION_TEXTS,
  authorizationLanguage,
  apiPath,
  type AuthorizationLanguage,
  type RevocationContext,
} from '@portal/shared';
import { api, ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { SignaturePanel, type SignatureValue } from '../../authorizations';
import { trackingKeys } from './api';

/**
 * 'Revoke authorization': the statement the patient signs (in a language the provider
 * reads: the portal's when it can, else English), a confirmation, and the signature panel of the
 * authorization (typed, or drawn with signature_pad). A Mantine modal: focus stays inside, Escape
 * and Cancel close it, everything works by keyboard (typing the signature needs no pointer).
 */
export default function RevokeDialog({ rid, onClose }: { rid: string; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const ctx = useQuery({
    queryKey: trackingKeys.revocation(rid),
    queryFn: () => api<RevocationContext>(apiPath('getRevocationContext', { rid }), { timeout: true }),
  });
  const [confirmed, setConfirmed] = useState(false);
  const [sig, setSig] = useState<SignatureValue>({ mode: 'type', typed: '', drawn: null });
  const [tried, setTried] = useState(false);
  const portal = authorizationLanguage(i18n.language);
  const language: AuthorizationLanguage = ctx.data?.languages.includes(portal) ? portal : 'en';
  const texts = AUTHORIZATION_TEXTS[language];
  const signature = sig.mode === 'type' ? sig.typed.trim() : (sig.drawn ?? '');

  const revoke = useMutation({
    mutationFn: () =>
      api<{ message: string }>(apiPath('revokeAuthorization', { rid }), {
        method: 'POST',
        body: { confirm: true, signature_mode: sig.mode, signature, language },
        timeout: true,
      }),
    onSuccess: () => {
      banner.success(t('tracking.revoke.done'));
      void qc.invalidateQueries({ queryKey: trackingKeys.detail(rid) });
      void qc.invalidateQueries({ queryKey: trackingKeys.lists });
      onClose();
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!confirmed || !signature) return;
    revoke.mutate();
  };
  const c = ctx.data;
  // Answered or closed meanwhile (by the desk, or in another tab): nothing to revoke, show where it stands.
  useEffect(() => {
    if (c && !c.allowed) {
      void qc.invalidateQueries({ queryKey: trackingKeys.detail(rid) });
      onClose();
    }
  }, [c, qc, rid, onClose]);
  const statement = c
    ? texts.revocation.statement
        .replace(/\{\{provider\}\}/g, c.provider || '—')
        .replace(/\{\{patient\}\}/g, c.patient)
        .replace(/\{\{rid\}\}/g, rid)
    : '';

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tracking.revoke.dialogTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {ctx.isLoading ? (
        <Loader size="sm" aria-label={t('tracking.revoke.dialogTitle')} />
      ) : ctx.error ? (
        <Alert color="red" role="alert">
          {ctx.error.message}
        </Alert>
      ) : c?.allowed ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('tracking.revoke.dialogIntro')}</Text>
            {language !== portal && (
              <Text size="sm" c="dimmed">
                {t('tracking.revoke.language', { language: AUTHORIZATION_LANGUAGE_NAMES[language] })}
              </Text>
            )}
            <Stack gap={6} lang={language} dir={texts.dir} data-testid="revocation-statement">
              <Text fw={700}>{texts.revocation.title}</Text>
              <Text size="sm">{statement}</Text>
              <Text size="sm">{texts.revocation.effect}</Text>
              <Text size="sm">{texts.revocation.stopped}</Text>
            </Stack>
            <div lang={language} dir={texts.dir}>
              <SignaturePanel
                texts={texts}
                value={sig}
                onChange={setSig}
                signerName={c.signer.name}
                signerRole={c.signer.role === 'patient' ? undefined : texts.roles[c.signer.role]}
                patientName={c.signer.role === 'patient' ? undefined : c.patient}
                error={tried && !signature ? texts.messages.required : undefined}
              />
            </div>
            <Checkbox
              label={t('tracking.revoke.confirm')}
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
              error={tried && !confirmed ? t('messages.required') : undefined}
            />
            {revoke.error && (
              <Alert color="red" role="alert">
                {revoke.error instanceof ApiError ? revoke.error.message : t('tracking.downloads.failed')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('tracking.revoke.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={revoke.isPending}>
                {t('tracking.revoke.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
