import { Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsPhone, type FormAnswers, type FormField } from '@portal/shared';

/**
 * The questions of a provider form (domain/form-templates.ts), asked on the forms' type step once
 * the form is chosen: what the form needs, not what a records request needs.
 */
export function FormQuestions({
  form,
  fields,
  values,
  errors,
  onChange,
}: {
  form: string;
  fields: FormField[];
  values: FormAnswers;
  errors: Record<string, string>;
  onChange(key: string, value: string): void;
}) {
  const { t } = useTranslation();
  const label = (f: FormField) => t(`wizard.formFields.${f.key}`);
  const input = (f: FormField) => {
    const common = { label: label(f), withAsterisk: f.required, error: errors[f.key], value: values[f.key] ?? '' };
    switch (f.kind) {
      case 'textarea':
        return (
          <Textarea
            key={f.key}
            {...common}
            autosize
            minRows={2}
            maxLength={2000}
            onChange={(e) => onChange(f.key, e.currentTarget.value)}
          />
        );
      case 'yesno':
        return (
          <Radio.Group key={f.key} {...common} onChange={(v) => onChange(f.key, v)}>
            <Stack mt={4} gap={4}>
              <Radio value="yes" label={t('wizard.type.yes')} />
              <Radio value="no" label={t('wizard.type.no')} />
            </Stack>
          </Radio.Group>
        );
      case 'phone':
        // The spec's phone mask (+1 999-999-9999), applied as the number is typed.
        return (
          <TextInput
            key={f.key}
            {...common}
            maxLength={15}
            type="tel"
            inputMode="tel"
            autoComplete={f.key === 'phone' ? 'tel' : 'off'}
            placeholder={t('wizard.requestInfo.faxPlaceholder')}
            onChange={(e) => onChange(f.key, formatUsPhone(e.currentTarget.value))}
          />
        );
      default:
        return (
          <TextInput
            key={f.key}
            {...common}
            maxLength={f.kind === 'text' ? 300 : 30}
            autoComplete={f.key === 'address' ? 'street-address' : 'off'}
            placeholder={f.kind === 'date' ? t('common.dateFormat') : undefined}
            onChange={(e) => onChange(f.key, e.currentTarget.value)}
          />
        );
    }
  };
  const short = fields.filter((f) => f.kind !== 'textarea' && f.kind !== 'yesno');
  const long = fields.filter((f) => f.kind === 'textarea' || f.kind === 'yesno');
  return (
    <Stack gap="sm" mt="lg" data-testid="form-questions">
      <Title order={3} size="h4">
        {t('wizard.type.questions', { form })}
      </Title>
      <Text size="sm">{t('wizard.type.questionsHint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{short.map(input)}</SimpleGrid>
      {long.map(input)}
    </Stack>
  );
}
