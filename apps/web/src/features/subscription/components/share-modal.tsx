import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHARE_LIMITS, shareCreateSchema, type RecordRequest, type ShareCreated } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { useCreateShare } from '../api/shares';

export interface ShareTarget {
  /** Record sets preselected (the card's request), or one document. */
  rids: string[];
  record?: { id: number; name: string };
}

/**
 * Shares chosen record sets (or one document) with a person: name, e-mail, purpose, 1 to 30 days,
 * download or not. Afterwards it shows the access code once, to pass on by another channel.
 */
export function ShareModal({
  target,
  sets,
  onClose,
  onSubscribe,
}: {
  target: ShareTarget | null;
  sets: RecordRequest[];
  onClose(): void;
  onSubscribe?(): void;
}) {
  const { t } = useTranslation();
  const create = useCreateShare();
  const [rids, setRids] = useState<string[]>([]);
  const [form, setForm] = useState({
    recipient_name: '',
    recipient_email: '',
    purpose: '',
    expires_in_days: 7 as number | string,
    allow_download: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<ShareCreated | null>(null);
  const [failure, setFailure] = useState<{ message: string; offer: boolean } | null>(null);

  useEffect(() => {
    if (!target) return;
    setRids(target.rids);
    setForm({ recipient_name: '', recipient_email: '', purpose: '', expires_in_days: 7, allow_download: false });
    setErrors({});
    setDone(null);
    setFailure(null);
  }, [target]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = {
      ...form,
      expires_in_days: typeof form.expires_in_days === 'number' ? form.expires_in_days : Number.NaN,
      ...(target?.record ? { record_id: target.record.id, request_ids: [] } : { request_ids: rids }),
    };
    const parsed = shareCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      setDone(await create.mutateAsync(body));
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.fields && Object.keys(apiErr.fields).length) setErrors(apiErr.fields);
      setFailure({
        message: err instanceof Error ? err.message : t('messages.serverError'),
        offer: apiErr?.status === 402,
      });
    }
  }

  const field = (k: keyof typeof form) => ({
    value: form[k] as string,
    error: errors[k],
    onChange: (ev: React.ChangeEvent<HTMLInputElement>) => {
      // Read now: React clears currentTarget before a state updater runs.
      const value = ev.currentTarget.value;
      setForm((f) => ({ ...f, [k]: value }));
    },
  });

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={done ? t('sharing.create.done', { name: done.share.recipient_name }) : t('sharing.create.title')}
      closeButtonProps={{ 'aria-label': t('sharing.create.cancel') }}
      size="lg"
    >
      {done ? (
        <Stack>
          <Text>{t('sharing.create.codeIntro', { name: done.share.recipient_name })}</Text>
          <Text fw={600}>{t('sharing.create.code')}</Text>
          <Code fz="xl" p="md" ta="center" data-testid="access-code" style={{ letterSpacing: '0.2em' }}>
            {done.access_code}
          </Code>
          {/* The code is shown once, here: say so where the code is, and offer to copy it. */}
          <Text fw={700} data-testid="access-code-once">
            {t('sharing.create.notAgain')}
          </Text>
          <Group justify="space-between">
            <CopyButton value={done.access_code}>
              {({ copied, copy }) => (
                <>
                  <Button variant="outline" color={copied ? 'teal.9' : undefined} onClick={copy}>
                    {copied ? t('sharing.create.copied') : t('sharing.create.copy')}
                  </Button>
                  {/* The copy's outcome, told to screen readers too. */}
                  <VisuallyHidden role="status">{copied ? t('sharing.create.copied') : ''}</VisuallyHidden>
                </>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('sharing.create.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {target?.record ? (
              <Text fw={600}>{t('sharing.create.document', { name: target.record.name })}</Text>
            ) : (
              <Checkbox.Group
                label={t('sharing.create.sets')}
                value={rids}
                onChange={setRids}
                error={errors.request_ids}
              >
                <Stack gap={4} mt={4}>
                  {sets.map((s) => (
                    <Checkbox
                      key={s.rid}
                      value={s.rid}
                      label={`${s.rid}${s.custodian_name ? ` · ${s.custodian_name}` : ''}${s.patient_name ? ` · ${s.patient_name}` : ''}`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            <TextInput
              label={t('sharing.create.recipientName')}
              required
              autoComplete="off"
              {...field('recipient_name')}
            />
            <TextInput
              label={t('sharing.create.recipientEmail')}
              required
              type="email"
              autoComplete="off"
              {...field('recipient_email')}
            />
            <TextInput
              label={t('sharing.create.purpose')}
              description={t('sharing.create.purposeHint')}
              required
              {...field('purpose')}
            />
            <NumberInput
              label={t('sharing.create.days')}
              required
              min={SHARE_LIMITS.minDays}
              max={SHARE_LIMITS.maxDays}
              allowDecimal={false}
              value={form.expires_in_days}
              error={errors.expires_in_days}
              onChange={(v) => setForm((f) => ({ ...f, expires_in_days: v }))}
            />
            <Switch
              label={t('sharing.create.allowDownload')}
              checked={form.allow_download}
              onChange={(ev) => {
                const checked = ev.currentTarget.checked;
                setForm((f) => ({ ...f, allow_download: checked }));
              }}
            />
            {failure && (
              <Alert color="red" role="alert">
                <Text c="red.9" size="sm">
                  {failure.message}
                </Text>
                {failure.offer && onSubscribe && (
                  <Button
                    mt="xs"
                    size="xs"
                    onClick={() => {
                      onClose();
                      onSubscribe();
                    }}
                  >
                    {t('subscription.offer.heading')}
                  </Button>
                )}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('sharing.create.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('sharing.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
