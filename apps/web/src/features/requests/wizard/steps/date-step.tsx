import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '../../../../lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_KINDS, dateStepSchema, formatMdy, type DateChoice, type DateStepInput } from '@portal/shared';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Step 3 (records): dates of service, All / Between / After / Before. */
export function DateStep() {
  const { t } = useTranslation();
  const { state, dispatch, go } = useWizard();
  const d = state.date;
  const form = useForm<DateStepInput, unknown, DateChoice>({
    resolver: zodResolver(dateStepSchema),
    defaultValues: {
      kind: d?.kind ?? 'all',
      after: d && 'after' in d ? formatMdy(d.after) : '',
      before: d && 'before' in d ? formatMdy(d.before) : '',
    },
  });
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit((v) => {
    dispatch({ type: 'date', date: v });
    go('auth-type');
  });
  const errors = form.formState.errors;
  return (
    <form id="date-form" onSubmit={onSubmit} noValidate>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Radio.Group {...field} label={t('wizard.date.legend')} withAsterisk>
            <Stack mt="sm" gap="sm">
              {DATE_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`wizard.date.kinds.${k}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        {(kind === 'between' || kind === 'after') && (
          <TextInput
            label={t(kind === 'between' ? 'wizard.date.after' : 'wizard.date.afterOnly')}
            placeholder={t('common.dateFormat')}
            withAsterisk
            {...form.register('after')}
            error={errors.after?.message}
          />
        )}
        {(kind === 'between' || kind === 'before') && (
          <TextInput
            label={t(kind === 'between' ? 'wizard.date.before' : 'wizard.date.beforeOnly')}
            placeholder={t('common.dateFormat')}
            withAsterisk
            {...form.register('before')}
            error={errors.before?.message}
          />
        )}
      </SimpleGrid>
      <StepActions route="date" form="date-form" />
    </form>
  );
}
