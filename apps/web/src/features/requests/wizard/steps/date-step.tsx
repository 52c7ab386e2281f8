import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { lazyZodResolver } from '../../../../lib/lazy-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DateChoice, DateStepInput } from '@portal/shared';
// From their own modules, not the package's index: through the index, the date kinds brought the
// step's zod schemas into the page's first download.
import { DATE_KINDS } from '@portal/shared/request-constants';
import { formatMdy } from '@portal/shared/domain/mdy';
import { DobField } from '../../../../lib/components/dob-field';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Step 3 (records): dates of service, All / Between / After / Before. */
export function DateStep() {
  const { t } = useTranslation();
  const { state, dispatch, go } = useWizard();
  const d = state.date;
  const form = useForm<DateStepInput, unknown, DateChoice>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.dateStepSchema)),
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
        {(['after', 'before'] as const)
          .filter((key) => kind === 'between' || kind === key)
          .map((key) => (
            // Typed, or picked from the calendar the dependent form has (future days blocked).
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field, fieldState }) => (
                <DobField
                  name={field.name}
                  label={t(kind === 'between' ? `wizard.date.${key}` : `wizard.date.${key}Only`)}
                  description={null}
                  pickerLabel={t(key === 'after' ? 'wizard.date.pickStart' : 'wizard.date.pickEnd')}
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
      </SimpleGrid>
      <StepActions route="date" form="date-form" />
    </form>
  );
}
