import { Alert, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  centsToAmount,
  dollarsToCents,
  refundFormSchema,
  TRACKING_MESSAGES,
  type Refund,
  type RefundableRequest,
  type RefundFormInput,
} from '@portal/shared';
import { requestTitle } from '../../../lib/request-labels';
import { ApiError } from '../../../lib/api';
import { useCreateRefund } from './api';
import { money } from '../../../lib/format';

interface Props {
  refundable: RefundableRequest[];
  initialRid: string | null;
  onCreated(f: Refund): void;
}

/** The refund form: a paid request, a reason, an amount up to what is left to refund. */
export function RefundForm({ refundable, initialRid, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateRefund();
  const choosable = refundable.filter((r) => !r.has_open_refund && r.refundable_cents > 0);
  const start = choosable.find((r) => r.rid === initialRid);
  const { control, register, handleSubmit, watch, setError, formState } = useForm<RefundFormInput>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { rid: start?.rid ?? '', reason: '', amount: start ? centsToAmount(start.refundable_cents) : '' },
  });
  const chosen = choosable.find((r) => r.rid === watch('rid'));

  const onSubmit = handleSubmit(async (v) => {
    const cents = dollarsToCents(v.amount);
    if (chosen && cents > chosen.refundable_cents) {
      setError('amount', { message: TRACKING_MESSAGES.amountTooHigh });
      return;
    }
    try {
      onCreated(await create.mutateAsync({ rid: v.rid, reason: v.reason, amount_cents: cents }));
    } catch (err) {
      if (err instanceof ApiError && err.fields.amount_cents) setError('amount', { message: err.fields.amount_cents });
    }
  });

  if (!choosable.length) return <Text data-testid="no-refundable">{t('tracking.refund.noneRefundable')}</Text>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={560}>
        <Controller
          control={control}
          name="rid"
          render={({ field, fieldState }) => (
            <Select
              label={t('tracking.refund.request')}
              placeholder={t('tracking.refund.requestPlaceholder')}
              required
              data={choosable.map((r) => ({
                value: r.rid,
                label: t('tracking.refund.requestOption', {
                  title: requestTitle(r),
                  provider: r.custodian_name ?? '',
                  paid: money(r.paid_cents),
                }),
              }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label={t('tracking.refund.reason')}
          required
          autosize
          minRows={3}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <TextInput
          label={t('tracking.refund.amount')}
          description={chosen ? t('tracking.refund.amountHint', { max: money(chosen.refundable_cents) }) : undefined}
          required
          inputMode="decimal"
          leftSection={<span aria-hidden="true">$</span>}
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        {create.isError && !(create.error instanceof ApiError && create.error.fields.amount_cents) && (
          <Alert color="red.9" variant="light" role="alert">
            {create.error instanceof ApiError ? create.error.message : t('messages.serverError')}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {create.isPending ? t('tracking.refund.creating') : t('tracking.refund.submit')}
        </Button>
      </Stack>
    </form>
  );
}
