import { Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '../../../../lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_METHODS, deliveryPrice } from '@portal/shared/domain/fees';
import { money } from '../../../../lib/format';
import {
  formRequestInfoStepSchema,
  REASONS_FOR_REQUEST,
  RECIPIENT_TYPES,
  RECORD_TYPES,
  requestInfoStepSchema,
  SCOPES,
  formatUsPhone,
  skipsPayment,
  type RequestInfoStep,
  type RequestInfoStepInput,
} from '@portal/shared';
import { useServiceCharge } from '../../../payments';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Step 8: reason (a list), record types and scope (records only), delivery with its fee, rush, remarks; fax return asks where to. */
export function RequestInfoStep() {
  const { t } = useTranslation();
  const { kind, state, dispatch, go, custodian } = useWizard();
  const fees = useServiceCharge(state.provider?.id ?? null, kind === 'form').data;
  const d = state.requestDetails;
  const form = useForm<RequestInfoStepInput, unknown, RequestInfoStep>({
    // A forms request asks no record types or scope: its form's questions were asked on /type.
    resolver: zodResolver(
      (kind === 'form' ? formRequestInfoStepSchema : requestInfoStepSchema) as typeof requestInfoStepSchema,
    ),
    defaultValues: {
      reason_for_request: (d?.reason_for_request ?? []) as RequestInfoStepInput['reason_for_request'],
      record_types: (d?.record_types ?? []) as RequestInfoStepInput['record_types'],
      scope: (d?.scope ?? []) as RequestInfoStepInput['scope'],
      delivery_method: (d?.delivery_method || 'instant_download') as RequestInfoStepInput['delivery_method'],
      rush_request: d?.rush_request ?? false,
      remarks: d?.remarks ?? '',
      fax_number: d?.fax_number ?? '',
      recipient_name: d?.recipient_name ?? '',
      recipient_type: d?.recipient_type ?? '',
      remark: d?.remark ?? '',
    },
  });
  const delivery = form.watch('delivery_method');
  const onSubmit = form.handleSubmit((v) => {
    dispatch({ type: 'requestDetails', details: v, changeStep: true });
    if (skipsPayment(custodian)) {
      dispatch({ type: 'paymentMethod', method: 'free' });
      go('confirm');
    } else go('payment');
  });
  const price = (cents: number | undefined) => (cents === undefined ? '' : ` (${money(cents)})`);
  const errors = form.formState.errors;
  const group = (
    name: 'reason_for_request' | 'record_types' | 'scope',
    label: string,
    values: readonly string[],
    key: string,
    required: boolean,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          value={field.value}
          onChange={field.onChange}
          label={label}
          error={fieldState.error?.message}
          withAsterisk={required}
        >
          <Group mt="xs" gap="md">
            {values.map((v) => (
              <Checkbox key={v} value={v} label={t(`wizard.requestInfo.${key}.${v}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
  return (
    <form id="request-info-form" onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {group('reason_for_request', t('wizard.requestInfo.reason'), REASONS_FOR_REQUEST, 'reasons', true)}
        {kind === 'record' &&
          group('record_types', t('wizard.requestInfo.recordTypes'), RECORD_TYPES, 'recordTypeOptions', true)}
        {kind === 'record' && group('scope', t('wizard.requestInfo.scope'), SCOPES, 'scopes', false)}
        <Controller
          control={form.control}
          name="delivery_method"
          render={({ field, fieldState }) => (
            <Radio.Group
              {...field}
              label={t('wizard.requestInfo.delivery')}
              error={fieldState.error?.message}
              withAsterisk
            >
              <Stack mt="xs" gap="xs">
                {DELIVERY_METHODS.map((m) => (
                  <Radio
                    key={m}
                    value={m}
                    label={`${t(`wizard.requestInfo.deliveries.${m}`)}${fees ? price(deliveryPrice(fees, m)) : ''}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {delivery === 'fax_return' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('wizard.requestInfo.faxNumber')}
              placeholder={t('wizard.requestInfo.faxPlaceholder')}
              withAsterisk
              inputMode="tel"
              {...form.register('fax_number', {
                onChange: (e) => form.setValue('fax_number', formatUsPhone(e.target.value)),
              })}
              error={errors.fax_number?.message}
            />
            <TextInput
              label={t('wizard.requestInfo.recipientName')}
              withAsterisk
              {...form.register('recipient_name')}
              error={errors.recipient_name?.message}
            />
            <NativeSelect
              label={t('wizard.requestInfo.recipientType')}
              withAsterisk
              {...form.register('recipient_type')}
              error={errors.recipient_type?.message}
              data={[
                { value: '', label: '' },
                ...RECIPIENT_TYPES.map((r) => ({ value: r, label: t(`wizard.requestInfo.recipientTypes.${r}`) })),
              ]}
            />
            <TextInput
              label={t('wizard.requestInfo.remark')}
              {...form.register('remark')}
              error={errors.remark?.message}
            />
          </SimpleGrid>
        )}
        <Checkbox
          {...form.register('rush_request')}
          label={
            fees ? t('wizard.requestInfo.rush', { amount: money(fees.rushRequest) }) : t('wizard.requestInfo.rushNoFee')
          }
        />
        <Textarea
          label={t('wizard.requestInfo.remarks')}
          autosize
          minRows={2}
          {...form.register('remarks')}
          error={errors.remarks?.message}
        />
      </Stack>
      <StepActions route="request-info" form="request-info-form" />
    </form>
  );
}
