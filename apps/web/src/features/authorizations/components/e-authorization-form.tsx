import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AUTHORIZATION_LANGUAGE_NAMES, AUTHORIZATION_TEXTS, SENSITIVE_CATEGORIES, SIGNER_ROLES, authorizationMessage,
  defaultAuthorizationLanguage, eAuthorizationFormSchema, fillAuthorizationText, offeredAuthorizationLanguages,
  type AuthorizationLanguage, type AuthorizationSummary, type CustodianDetail, type EAuthorizationFormInput, type SensitiveCategory,
} from '@portal/shared';
import { useSignEAuthorization } from '../api/authorizations';
import { SignaturePanel, type SignatureValue } from './signature-panel';

export interface EAuthorizationFormProps {
  custodian: CustodianDetail;
  rid: string;
  onSigned(a: AuthorizationSummary): void;
  /** The language chosen before (saved with the draft); null or not offered = the default. */
  language?: string | null;
  /** Told when the signer picks a language (the wizard keeps it with the draft). */
  onLanguageChange?(language: AuthorizationLanguage): void;
}

/** Category labels for the consent text: the provider's own list, shown in the signing language when it is one of the eight. */
function consentCategories(custodian: CustodianDetail, labels: Record<SensitiveCategory, string>) {
  const list = custodian.patient_e_authorization_type.length ? custodian.patient_e_authorization_type : [...SENSITIVE_CATEGORIES];
  return list.map((c) => labels[c as SensitiveCategory] ?? c).join(', ');
}

/**
 * The patient e-authorization (spec sections 2, 3, 5), in the language the signer picks among the
 * provider's (the portal's language when offered, else English), Arabic laid out right to left. The server renders and stores the signed PDF. All of
 * its words, validation messages included, come from the language's texts, not the portal's
 * (English) catalog.
 */
export function EAuthorizationForm({ custodian, rid, onSigned, language, onLanguageChange }: EAuthorizationFormProps) {
  const { t, i18n } = useTranslation();
  const languages = offeredAuthorizationLanguages(custodian.multi_language_for_patient_eauth);
  const initial = language && (languages as string[]).includes(language)
    ? (language as AuthorizationLanguage)
    : defaultAuthorizationLanguage(languages, i18n.language);
  const [lang, setLang] = useState<AuthorizationLanguage>(initial);
  // A draft restored after the first render brings its saved choice.
  useEffect(() => {
    if (language && (languages as string[]).includes(language)) setLang(language as AuthorizationLanguage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
  const pickLanguage = (l: AuthorizationLanguage) => {
    setLang(l);
    onLanguageChange?.(l);
  };
  const texts = AUTHORIZATION_TEXTS[lang];
  const offered = custodian.sensitive_information_options_for_patient_e_authorization.length > 0;
  const sign = useSignEAuthorization(rid);
  const [sig, setSig] = useState<SignatureValue>({ mode: 'type', typed: '', drawn: null });
  const { register, control, handleSubmit, watch, setValue, getValues, formState } = useForm<EAuthorizationFormInput>({
    resolver: zodResolver(eAuthorizationFormSchema),
    defaultValues: {
      full_name: '', initials: '', dob: '', ssn: '', role: 'patient', extra_value: '', sensitive_offered: offered,
      release_sensitive_info: null, sensitive_info: [], signature_mode: 'type', signature: '',
    },
  });
  const role = watch('role');
  const release = watch('release_sensitive_info');
  const errors = formState.errors;
  const err = (m: string | undefined) => authorizationMessage(texts, m);
  const vars = { provider: custodian.name, categories: consentCategories(custodian, texts.categories) };
  const syncSignature = (v: SignatureValue) => {
    setSig(v);
    setValue('signature_mode', v.mode);
    // After a refused submit, check again as the signature changes, so its message goes once it is fixed.
    setValue('signature', v.mode === 'draw' ? (v.drawn ?? '') : v.typed, { shouldValidate: formState.isSubmitted });
  };
  const blocked = (offered && release === null) || (sig.mode === 'draw' && !sig.drawn);

  // The resolver hands back parsed values (dates as ISO); the server validates the raw input itself.
  const submit = handleSubmit(async () => {
    const values = getValues();
    const a = await sign.mutateAsync({ ...values, language: lang, sensitive_info: values.release_sensitive_info === 'yes' ? values.sensitive_info : [] });
    onSigned(a);
  });

  return (
    <Stack gap="md">
    {/* The select speaks the portal's language; each option is the language's own name. */}
    {languages.length > 1 ? (
      <NativeSelect
        label={t('authorizations.language.label')}
        description={t('authorizations.language.description', { provider: custodian.name })}
        value={lang}
        onChange={(e) => pickLanguage(e.currentTarget.value as AuthorizationLanguage)}
        data-testid="authorization-language"
        maw={360}
      >
        {languages.map((l) => <option key={l} value={l} lang={l}>{AUTHORIZATION_LANGUAGE_NAMES[l]}</option>)}
      </NativeSelect>
    ) : null}
    <form onSubmit={submit} noValidate dir={texts.dir} lang={lang}>
    <Stack gap="md">
      <Title order={2} size="h3">{texts.heading}</Title>
      <Text fw={600}>{texts.subheading}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text size="sm">{fillAuthorizationText(texts.consent, vars)}</Text>
          <Text size="sm">{fillAuthorizationText(texts.allRecords, vars)}</Text>
          <Text size="sm">{texts.part2Notice}</Text>
        </Stack>
      </Paper>
      <TextInput label={texts.fullName} required {...register('full_name')} error={err(errors.full_name?.message)} autoComplete="name" />
      <TextInput label={texts.initials} required maxLength={20} {...register('initials')} error={err(errors.initials?.message)} />
      <TextInput label={texts.dob} required placeholder={texts.dobPlaceholder} {...register('dob')} error={err(errors.dob?.message)} />
      <TextInput label={texts.ssn} placeholder="999-99-9999" maxLength={11} {...register('ssn')} error={err(errors.ssn?.message)} />
      <NativeSelect
        label={texts.iAmThe}
        required
        {...register('role')}
        error={err(errors.role?.message)}
        data={SIGNER_ROLES.map((r) => ({ value: r, label: texts.roles[r] }))}
      />
      {role !== 'patient' ? (
        <TextInput label={texts.extraFields[role]} required maxLength={120} {...register('extra_value')} error={err(errors.extra_value?.message)} />
      ) : null}
      {offered ? (
        <Controller
          control={control}
          name="release_sensitive_info"
          render={({ field }) => (
            <Radio.Group label={texts.sensitiveQuestion} withAsterisk value={field.value ?? ''} onChange={(v) => field.onChange(v as 'yes' | 'no')} error={err(errors.release_sensitive_info?.message)}>
              <Group mt={4}>
                <Radio value="yes" label={texts.yes} />
                <Radio value="no" label={texts.no} />
              </Group>
            </Radio.Group>
          )}
        />
      ) : null}
      {offered && release === 'yes' ? (
        <Controller
          control={control}
          name="sensitive_info"
          render={({ field }) => (
            <Checkbox.Group label={texts.sensitiveLegend} description={texts.sensitiveHint} value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                {SENSITIVE_CATEGORIES.map((c) => <Checkbox key={c} value={c} label={texts.categories[c]} />)}
              </Stack>
            </Checkbox.Group>
          )}
        />
      ) : null}
      <SignaturePanel texts={texts} value={sig} onChange={syncSignature} signerName={watch('full_name')} initials={watch('initials')} error={err(errors.signature?.message)} />
      {sign.error ? <Alert color="red" role="alert"><Text c="red.9" size="sm">{sign.error.message}</Text></Alert> : null}
      <Group>
        <Button type="submit" disabled={blocked} loading={sign.isPending}>{texts.adoptAndSign}</Button>
      </Group>
      <Stack gap={4}>
        {[texts.closingNote, texts.revocable, texts.notConditioned, texts.withhold].map((n) => (
          <Text key={n} size="xs" c="dimmed">{n}</Text>
        ))}
      </Stack>
    </Stack>
    </form>
    </Stack>
  );
}
