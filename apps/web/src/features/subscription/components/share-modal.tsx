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
import { useLocation, useNavigate } from 'react-router';
import { useStorage } from '../api/storage';
import { useSubscriptionPrice } from './price';
import type { ShareReturn, ShareTarget } from './share-return';

// Kept where they were first declared (the request's records import them from here).
export { useShareReturn, type ShareReturn, type ShareTarget } from './share-return';

type Draft = {
  rids: string[];
  form: {
    recipient_name: string;
    recipient_email: string;
    purpose: string;
    expires_in_days: number | string;
    allow_download: boolean;
  };
};
const EMPTY: Draft['form'] = {
  recipient_name: '',
  recipient_email: '',
  purpose: '',
  expires_in_days: 7,
  allow_download: false,
};
/**
 * What was typed in the share form, kept for this tab (sessionStorage) so a patient who leaves it to
 * subscribe, or reloads, comes back to it as left. Keyed by what is shared; dropped once shared or cancelled.
 */
const DRAFT_KEY = 'portal.share-draft';
const targetKey = (t: ShareTarget) => (t.record ? `record:${t.record.id}` : `sets:${t.rids.join(',')}`);
function readDraft(t: ShareTarget): Draft | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as (Draft & { key: string }) | null;
    return raw && raw.key === targetKey(t) ? { rids: raw.rids, form: { ...EMPTY, ...raw.form } } : null;
  } catch {
    return null;
  }
}
function writeDraft(t: ShareTarget, d: Draft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ key: targetKey(t), ...d }));
  } catch {
    // Storage full or refused: the draft lives on in the open form only.
  }
}
const dropDraft = () => {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
};

/**
 * Shares chosen record sets (or one document) with a person: name, e-mail, purpose, 1 to 30 days,
 * download or not. Afterwards it shows the access code once, to pass on by another channel.
 * Sharing needs Store & Share: without it the offer stands above the form from the start; the
 * patient may type first, then subscribes on the subscription page (its card step) and is sent back
 * here, to the form as it was typed (the tab's draft), with the dialog open again.
 */
export function ShareModal({
  target,
  sets,
  onClose,
}: {
  target: ShareTarget | null;
  sets: RecordRequest[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const create = useCreateShare();
  const storage = useStorage();
  const price = useSubscriptionPrice();
  const needsPlan = storage.data?.is_subscription_deactive ?? false;
  const navigate = useNavigate();
  const location = useLocation();
  const [rids, setRids] = useState<string[]>([]);
  const [form, setForm] = useState<Draft['form']>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<ShareCreated | null>(null);
  const [failure, setFailure] = useState<{ message: string; offer: boolean } | null>(null);

  useEffect(() => {
    if (!target) return;
    const draft = readDraft(target);
    setRids(draft?.rids ?? target.rids);
    setForm(draft?.form ?? EMPTY);
    setErrors({});
    setDone(null);
    setFailure(null);
  }, [target]);

  // Every change is kept for this tab, so leaving to subscribe (or a reload) loses nothing.
  useEffect(() => {
    if (target && !done) writeDraft(target, { rids, form });
  }, [target, rids, form, done]);

  /** To the subscription's card step; it sends the patient back here once subscribed (the draft is kept). */
  const subscribe = () => {
    if (!target) return;
    writeDraft(target, { rids, form });
    const back: ShareReturn = {
      to: location.pathname + location.search,
      target: { rids: target.rids, ...(target.record ? { record: target.record } : {}) },
    };
    onClose();
    void navigate('/subscription', { state: { shareReturn: back } });
  };
  const justSubscribed = !!target?.returning && !needsPlan;

  const close = () => {
    dropDraft();
    onClose();
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (needsPlan) {
      subscribe();
      return;
    }
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
      dropDraft();
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
      onClose={close}
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
            <Button onClick={close}>{t('sharing.create.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {needsPlan && (
              <Alert color="blue.9" variant="light" title={t('sharing.gate.title')} data-testid="share-offer">
                <Text size="sm">{t('sharing.gate.body', { price })}</Text>
                <Button mt="xs" onClick={subscribe}>
                  {t('sharing.gate.subscribe', { price })}
                </Button>
              </Alert>
            )}
            {justSubscribed && (
              <Alert color="teal.9" variant="light" role="status" data-testid="share-subscribed">
                {t('sharing.gate.subscribed')}
              </Alert>
            )}
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
                {failure.offer && (
                  <Button mt="xs" size="xs" onClick={subscribe}>
                    {t('subscription.offer.heading')}
                  </Button>
                )}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('sharing.create.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {needsPlan ? t('sharing.gate.submit') : t('sharing.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
