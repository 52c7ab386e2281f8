import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ageFromIso,
  dependentInputSchema,
  GENDER_VALUES,
  parseMdy,
  RELATION_OPTIONS,
  type Dependent,
  type DependentInput,
} from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { DobField } from './dob-field';

/** Mantine's default error red is below 4.5:1 on white; the darker shade passes WCAG AA. */
const ERROR_CONTRAST = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties;

type Values = {
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string;
  gender: string;
  grade: string;
  school: string;
  sport: string;
  relation: string;
};

const toValues = (d?: Dependent): Values => ({
  first_name: d?.first_name ?? '',
  middle_name: d?.middle_name ?? '',
  last_name: d?.last_name ?? '',
  dob: d?.dob ?? '',
  gender: d?.gender ?? '',
  grade: d?.grade ?? '',
  school: d?.school ?? '',
  sport: d?.sport ?? '',
  relation: d?.relation ?? '',
});

export interface DependentFormProps {
  dependent?: Dependent;
  /** 'Add dependent' on the add page, 'Save' elsewhere (spec section 2). */
  submitLabel: string;
  onSubmit(values: DependentInput): Promise<unknown>;
  children?: React.ReactNode;
}

/** Every field of spec section 3 "Dependent", validated by the shared schema. */
export function DependentForm({ dependent, submitLabel, onSubmit, children }: DependentFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState,
    watch,
    setError: setFieldError,
  } = useForm<Values>({
    // raw: the server parses the same schema, so it gets what the user typed (M/D/YYYY), not ISO.
    resolver: zodResolver(dependentInputSchema, undefined, { raw: true }) as never,
    defaultValues: toValues(dependent),
    mode: 'onTouched',
  });
  const e = formState.errors;
  const dob = parseMdy(watch('dob') ?? '');
  const age = dob && dob.getTime() < Date.now() ? ageFromIso(dob.toISOString()) : null;

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      for (const [field, message] of Object.entries(apiErr?.fields ?? {}))
        setFieldError(field as keyof Values, { message });
      setError(apiErr?.message ?? t('messages.serverError'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} style={ERROR_CONTRAST}>
      <Stack>
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('dependents.fields.firstName')}
            required
            autoComplete="off"
            error={e.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label={t('dependents.fields.middleName')}
            autoComplete="off"
            error={e.middle_name?.message}
            {...register('middle_name')}
          />
          <TextInput
            label={t('dependents.fields.lastName')}
            required
            autoComplete="off"
            error={e.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <DobField
                label={t('dependents.fields.birthday')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={e.dob?.message}
              />
            )}
          />
          <NativeSelect
            label={t('dependents.fields.sex')}
            data={['', ...GENDER_VALUES].map((v) => ({ value: v, label: t(`dependents.sexOptions.${v || 'none'}`) }))}
            error={e.gender?.message}
            {...register('gender')}
          />
          <div>
            <Text size="sm" fw={500}>
              {t('dependents.fields.age')}
            </Text>
            <Text mt={6} data-testid="dependent-age">
              {age === null ? '—' : t('dependents.ageYears', { count: age })}
            </Text>
          </div>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('dependents.fields.grade')} error={e.grade?.message} {...register('grade')} />
          <TextInput label={t('dependents.fields.school')} error={e.school?.message} {...register('school')} />
          <TextInput label={t('dependents.fields.sport')} error={e.sport?.message} {...register('sport')} />
          <NativeSelect
            label={t('dependents.fields.relation')}
            data={RELATION_OPTIONS.map((o) => ({
              value: o.value,
              label: t(`dependents.relationOptions.${o.value || 'none'}`),
            }))}
            error={e.relation?.message}
            {...register('relation')}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Group>{children}</Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
