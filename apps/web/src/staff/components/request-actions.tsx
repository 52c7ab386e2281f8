import { useState } from 'react';
import { Alert, Button, Card, FileInput, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { openConfirm } from '../../lib/confirm';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  apiPath,
  centsToAmount,
  dollarsToCents,
  NO_RECORDS_STATEMENT_MAX,
  PRICE_REASON_MAX,
  PRICE_REASON_REQUIRED,
  STAFF_RECORD_MAX_BYTES,
  type ExtendInput,
  type IncompleteInput,
  type NoRecordsInput,
  type PriceFormInput,
  type StaffRequestDetail,
} from '@portal/shared';
import { api } from '../../lib/api';
import { money } from '../../lib/format';
import { postJson, useRequestAction } from '../api';

/** Price, mark incomplete, upload records, complete, close: each a separate, labelled form. */
export function RequestActions({ r }: { r: StaffRequestDetail }) {
  const { t } = useTranslation();
  const open = r.status === 'ordered';
  // A price above what the patient authorized is sent to the patient for approval: the server says which.
  const price = useRequestAction(
    r.rid,
    (v: PriceFormInput) =>
      postJson<{ message: string }>(apiPath('staffSetPrice', { rid: r.rid }), {
        amount_cents: dollarsToCents(v.amount),
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
      }),
    (_v, data) =>
      (data as { message?: string })?.message === t('staff.actions.priceWaits')
        ? t('staff.actions.priceWaits')
        : t('staff.actions.priced'),
  );
  const [noRecordsOpen, setNoRecordsOpen] = useState(false);
  const incomplete = useRequestAction(
    r.rid,
    (v: IncompleteInput) => postJson(apiPath('staffMarkIncomplete', { rid: r.rid }), v),
    () => t('staff.actions.incompleteDone'),
  );
  // The price field shows a price (the one saved, or the wizard's): completing saves it first when
  // the desk has not priced the request at that amount, instead of refusing.
  const complete = useRequestAction(
    r.rid,
    async (cents: number) => {
      if (r.stage !== 'priced' || r.amount_cents !== cents) {
        const reason = priceForm.getValues('reason')?.trim();
        await postJson(apiPath('staffSetPrice', { rid: r.rid }), {
          amount_cents: cents,
          ...(reason ? { reason } : {}),
        });
      }
      return postJson(apiPath('staffComplete', { rid: r.rid }));
    },
    () => t('staff.actions.completed'),
  );
  const close = useRequestAction(
    r.rid,
    (note: string) => postJson(apiPath('staffClose', { rid: r.rid }), { note: note || undefined }),
    () => t('staff.actions.closed'),
  );
  const [files, setFiles] = useState<File[]>([]);
  const upload = useRequestAction(
    r.rid,
    async (list: File[]) => {
      const form = new FormData();
      list.forEach((f) => form.append('files', f, f.name));
      return api<{ files: unknown[] }>(apiPath('staffUploadRecords', { rid: r.rid }), { method: 'POST', body: form });
    },
    (list) => t('staff.actions.uploaded', { count: list.length }),
  );

  const priceForm = useForm<PriceFormInput>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.priceFormSchema)),
    defaultValues: { amount: r.amount_cents === null ? '' : centsToAmount(r.amount_cents), reason: '' },
  });
  /**
   * A raise above what is charged or held now needs a reason (the API refuses it too): the patient
   * reads it beside the new fee lines. Checked here so the clerk learns it before sending.
   */
  const submitPrice = priceForm.handleSubmit((v) => {
    const held = r.fee_breakdown?.total_cents ?? r.amount_cents ?? 0;
    if (dollarsToCents(v.amount) > held && !v.reason?.trim()) {
      priceForm.setError('reason', { message: PRICE_REASON_REQUIRED });
      priceForm.setFocus('reason');
      return;
    }
    price.mutate(v, { onSuccess: () => priceForm.resetField('reason') });
  });
  const incompleteForm = useForm<IncompleteInput>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.incompleteSchema)),
    defaultValues: { reason: '' },
  });

  // The card failed: pricing, records and completion wait for the patient's payment (the API refuses them too).
  const unpaid = r.payment_needed;

  /** Completing charges the card: the clerk confirms, with the amount, before it happens. */
  const confirmComplete = (cents: number) => {
    const amount = money(cents);
    void openConfirm({
      title: cents > 0 ? t('staff.actions.completeTitle', { amount }) : t('staff.actions.completeConfirmFree'),
      children: (
        <Text size="sm">
          {cents > 0 ? t('staff.actions.completeBody', { amount }) : t('staff.actions.completeBodyFree')}
        </Text>
      ),
      labels: {
        confirm: cents > 0 ? t('staff.actions.completeConfirm', { amount }) : t('staff.actions.completeConfirmFree'),
        cancel: t('common.cancel'),
      },
      onConfirm: () => complete.mutate(cents),
    });
  };

  const confirmClose = () => {
    let note = '';
    void openConfirm({
      title: t('staff.actions.closeTitle'),
      children: (
        <Textarea
          label={t('staff.actions.closeNote')}
          onChange={(e) => {
            note = e.currentTarget.value;
          }}
          maxLength={1000}
          autosize
          minRows={2}
        />
      ),
      labels: { confirm: t('staff.actions.closeConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => close.mutate(note),
    });
  };

  if (!open) {
    return r.status === 'completed' ? (
      <Card withBorder>
        <Group justify="space-between">
          <Text size="sm">{t('staff.actions.notOpen')}</Text>
          <Button variant="default" color="red.9" onClick={confirmClose} loading={close.isPending}>
            {t('staff.actions.close')}
          </Button>
        </Group>
      </Card>
    ) : null;
  }
  return (
    <Card withBorder data-testid="request-actions">
      <Title order={2} size="h4" mb="sm">
        {t('staff.actions.title')}
      </Title>
      <Stack gap="lg">
        {unpaid && (
          <Alert color="red.9" variant="light" title={t('staff.paymentNeeded')} data-testid="desk-payment-needed">
            {t('staff.actions.paymentNeededBody')}
          </Alert>
        )}
        <form noValidate onSubmit={submitPrice}>
          <Stack gap="xs">
            <TextInput
              label={t('staff.actions.priceLabel')}
              inputMode="decimal"
              required
              w={180}
              error={priceForm.formState.errors.amount?.message}
              {...priceForm.register('amount')}
            />
            <Textarea
              label={t('staff.actions.priceReason')}
              description={t('staff.actions.priceReasonHint')}
              autosize
              minRows={2}
              maxLength={PRICE_REASON_MAX}
              error={priceForm.formState.errors.reason?.message}
              {...priceForm.register('reason')}
            />
            <Button type="submit" loading={price.isPending} disabled={unpaid} w="fit-content">
              {t('staff.actions.priceSave')}
            </Button>
          </Stack>
          {r.fee_breakdown?.authorized_cents != null && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('staff.actions.priceHint', { authorized: money(r.fee_breakdown.authorized_cents) })}
            </Text>
          )}
        </form>
        <form
          noValidate
          onSubmit={incompleteForm.handleSubmit((v) =>
            incomplete.mutate(v, { onSuccess: () => incompleteForm.reset() }),
          )}
        >
          <Stack gap="xs">
            <Textarea
              label={t('staff.actions.incompleteLabel')}
              required
              autosize
              minRows={2}
              maxLength={1000}
              error={incompleteForm.formState.errors.reason?.message}
              {...incompleteForm.register('reason')}
            />
            <Group>
              <Button type="submit" variant="default" loading={incomplete.isPending}>
                {t('staff.actions.incompleteSave')}
              </Button>
            </Group>
          </Stack>
        </form>
        {r.hipaa && r.hipaa.extension === null && !r.hipaa.overdue && r.hipaa.day <= 30 && <ExtendForm r={r} />}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (files.length) upload.mutate(files, { onSuccess: () => setFiles([]) });
          }}
        >
          <Group align="flex-end">
            <FileInput
              label={t('staff.actions.uploadLabel')}
              description={t('staff.actions.uploadHint', { mb: Math.round(STAFF_RECORD_MAX_BYTES / 1048576) })}
              multiple
              accept="application/pdf"
              value={files}
              onChange={setFiles}
              clearable
              w={340}
              maw="100%"
            />
            <Button type="submit" variant="default" disabled={!files.length || unpaid} loading={upload.isPending}>
              {t('staff.actions.upload')}
            </Button>
          </Group>
        </form>
        <Group justify="space-between" align="flex-end">
          <Stack gap={2} align="flex-start">
            <Button
              onClick={() => void priceForm.handleSubmit((v) => confirmComplete(dollarsToCents(v.amount)))()}
              loading={complete.isPending}
              disabled={unpaid}
            >
              {t('staff.actions.complete')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('staff.actions.completeHint')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="outline"
              color="red.9"
              onClick={() => setNoRecordsOpen(true)}
              data-testid="no-records-open"
            >
              {t('staff.actions.noRecords')}
            </Button>
            <Button variant="outline" color="red.9" onClick={confirmClose} loading={close.isPending}>
              {t('staff.actions.close')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <NoRecordsDialog r={r} opened={noRecordsOpen} onClose={() => setNoRecordsOpen(false)} />
    </Card>
  );
}

/** Closing as "no records found": the statement the patient receives, signed with the clerk's typed name. */
function NoRecordsDialog({ r, opened, onClose }: { r: StaffRequestDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<NoRecordsInput>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.noRecordsSchema)),
    defaultValues: { statement: t('staff.actions.noRecordsDefault'), signature: '' },
  });
  const done = useRequestAction(
    r.rid,
    (v: NoRecordsInput) => postJson(apiPath('staffCloseNoRecords', { rid: r.rid }), v),
    () => t('staff.actions.noRecordsDone'),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staff.actions.noRecordsTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={form.handleSubmit((v) => done.mutate(v, { onSuccess: onClose }))}>
        <Stack gap="sm">
          <Text size="sm">{t('staff.actions.noRecordsBody')}</Text>
          <Textarea
            label={t('staff.actions.noRecordsStatement')}
            required
            autosize
            minRows={3}
            maxLength={NO_RECORDS_STATEMENT_MAX}
            error={form.formState.errors.statement?.message}
            {...form.register('statement')}
          />
          <TextInput
            label={t('staff.actions.noRecordsSignature')}
            required
            maw={360}
            autoComplete="name"
            error={form.formState.errors.signature?.message}
            {...form.register('signature')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={done.isPending}>
              {t('staff.actions.noRecordsConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The provider's one HIPAA extension: a reason the patient reads, and 1 to 30 more days. */
function ExtendForm({ r }: { r: StaffRequestDetail }) {
  const { t } = useTranslation();
  const extend = useRequestAction(
    r.rid,
    (v: ExtendInput) => postJson(apiPath('staffExtend', { rid: r.rid }), { reason: v.reason, days: Number(v.days) }),
    () => t('staff.actions.extendDone'),
  );
  const form = useForm<ExtendInput>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.extendFormSchema)),
    defaultValues: { reason: '', days: 30 },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => extend.mutate(v))} data-testid="extend-form">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('staff.actions.extendTitle')}
        </Text>
        <Textarea
          label={t('staff.actions.extendReason')}
          required
          autosize
          minRows={2}
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <TextInput
          label={t('staff.actions.extendDays')}
          inputMode="numeric"
          required
          w={180}
          error={form.formState.errors.days?.message}
          {...form.register('days')}
        />
        <Group>
          <Button type="submit" variant="default" loading={extend.isPending}>
            {t('staff.actions.extendSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
