import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  AUTHORIZATION_LANGUAGE_NAMES,
  AUTHORIZATION_TEXTS,
  SENSITIVE_CATEGORIES,
  SIGNER_ROLES,
  authorizationDocument,
  authorizationMessage,
  defaultAuthorizationLanguage,
  eAuthorizationFormSchema,
  formatSsn,
  offeredAuthorizationLanguages,
  providerAddressLine,
  signingScope,
  type AuthorizationLanguage,
  type AuthorizationSummary,
  type CustodianDetail,
  type EAuthorizationContext,
  type EAuthorizationFormInput,
  type ScopeRequest,
  type SignerRole,
} from '@portal/shared';
import { Busy } from '../../../lib/components/busy';
import { usePreviewEAuthorization, useSignEAuthorization, useSigningContext } from '../api/authorizations';
import { PdfPreview } from './pdf-preview';
import { SignaturePanel, type SignatureValue } from './signature-panel';
import { useGrant } from '../../../lib/grant';

export interface EAuthorizationFormProps {
  custodian: CustodianDetail;
  rid: string;
  onSigned(a: AuthorizationSummary): void;
  /** The language chosen before (saved with the draft); null or not offered = the default. */
  language?: string | null;
  /** Told when the signer picks a language (the wizard keeps it with the draft). */
  onLanguageChange?(language: AuthorizationLanguage): void;
  /** The request's type and dates of service as chosen so far (the wizard's); absent: shown as to be completed. */
  request?: Pick<ScopeRequest, 'requestType' | 'allRecords' | 'recordsAfter' | 'recordsBefore'> | null;
  /** The provider's form a form request signs for. */
  formName?: string | null;
}

/** Loads what the account already knows (the request's patient, the account holder), then shows the form. */
export function EAuthorizationForm(props: EAuthorizationFormProps) {
  const ctx = useSigningContext(props.rid);
  if (!ctx.data)
    return ctx.isError ? (
      <Alert color="red" role="alert">
        <Text c="red.9">{ctx.error.message}</Text>
      </Alert>
    ) : (
      <Busy />
    );
  return <SigningForm {...props} ctx={ctx.data} />;
}

/**
 * The patient e-authorization (spec sections 2, 3, 5), in the language the signer picks among the
 * provider's (the portal's language when offered, else English), Arabic laid out right to left.
 * The patient is the person whose records they are; the signer is the person at the keyboard: the
 * patient, or a representative who gives their name, role and authority (45 CFR
 * 164.508(c)(1)(vi)). "I am the" starts empty so the choice is made, never assumed. The legal text
 * follows the answers, and "Preview PDF" shows the document the server will store before anything
 * is signed. Every word comes from the language's texts.
 */
function SigningForm({
  custodian,
  rid,
  onSigned,
  ctx,
  language,
  onLanguageChange,
  request = null,
  formName = null,
}: EAuthorizationFormProps & { ctx: EAuthorizationContext }) {
  const { t, i18n } = useTranslation();
  const languages = offeredAuthorizationLanguages(custodian.multi_language_for_patient_eauth);
  const initial =
    language && (languages as string[]).includes(language)
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
  // 42 CFR Part 2: a caregiver without the patient's consent for alcohol and drug treatment
  // records is not offered to release them (the server refuses it too), and is told why.
  const grant = useGrant();
  const categories = SENSITIVE_CATEGORIES.filter((c) => c !== 'alcohol_drug' || grant.can('part2'));
  const sign = useSignEAuthorization(rid);
  const preview = usePreviewEAuthorization(rid);
  const [sig, setSig] = useState<SignatureValue>({ mode: 'type', typed: '', drawn: null });
  const { register, control, handleSubmit, watch, setValue, getValues, formState } = useForm<EAuthorizationFormInput>({
    resolver: zodResolver(eAuthorizationFormSchema),
    defaultValues: {
      full_name: ctx.patient.full_name,
      initials: ctx.account.initials,
      dob: ctx.patient.dob,
      ssn: '',
      // No role until the signer picks one (the spec's required check); '' is not a role.
      role: '' as SignerRole,
      extra_value: ctx.account.full_name,
      authority: '',
      patient_is_dependent: ctx.patient.is_dependent,
      sensitive_offered: offered,
      release_sensitive_info: null,
      sensitive_info: [],
      signature_mode: 'type',
      signature: '',
    },
  });
  const role = watch('role') as SignerRole | '';
  const representative = role !== '' && role !== 'patient';
  const release = watch('release_sensitive_info');
  const chosen = watch('sensitive_info');
  const patientName = watch('full_name');
  const signerName = representative ? (watch('extra_value') ?? '') : patientName;
  const errors = formState.errors;
  const err = (m: string | undefined) => authorizationMessage(texts, m);
  const providerCategories = custodian.patient_e_authorization_type.length
    ? custodian.patient_e_authorization_type
    : [...SENSITIVE_CATEGORIES];
  // The text read while signing is the signed document's own builder: what is known now, and
  // "to be completed" for what the request-information step chooses later.
  const document = authorizationDocument(
    texts,
    signingScope(texts, {
      language: lang,
      request,
      form: formName,
      provider: {
        name: custodian.name,
        address: providerAddressLine(custodian),
        asksSensitive: offered,
        categories: providerCategories,
      },
      answers: {
        patient: { name: patientName, dob: watch('dob') },
        role: role || 'patient',
        signerName,
        authority: representative ? (watch('authority') ?? null) : null,
        release: offered ? release : null,
        chosen: release === 'yes' ? chosen : [],
      },
      now: new Date(),
    }),
  );
  const syncSignature = (v: SignatureValue) => {
    setSig(v);
    setValue('signature_mode', v.mode);
    // After a refused submit, check again as the signature changes, so its message goes once it is fixed.
    setValue('signature', v.mode === 'draw' ? (v.drawn ?? '') : v.typed, { shouldValidate: formState.isSubmitted });
  };
  const blocked = (offered && release === null) || (sig.mode === 'draw' && !sig.drawn);

  // The resolver hands back parsed values (dates as ISO); the server validates the raw input itself.
  const payload = () => {
    const v = getValues();
    const rep = v.role !== 'patient';
    return {
      ...v,
      language: lang,
      extra_value: rep ? v.extra_value : '',
      authority: rep ? v.authority : '',
      sensitive_info: v.release_sensitive_info === 'yes' ? v.sensitive_info : [],
    };
  };
  const submit = handleSubmit(async () => onSigned(await sign.mutateAsync(payload())));
  const showPreview = handleSubmit(() => preview.mutate(payload()));
  const failure = sign.error ?? preview.error;

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
          {languages.map((l) => (
            <option key={l} value={l} lang={l}>
              {AUTHORIZATION_LANGUAGE_NAMES[l]}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <form onSubmit={submit} noValidate dir={texts.dir} lang={lang}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {texts.heading}
          </Title>
          <Text fw={600}>{texts.subheading}</Text>
          <Paper withBorder p="md" radius="md" data-testid="authorization-text">
            <Stack gap="xs">
              {document.paragraphs.map((p, i) => (
                <Text key={i} size={p.small ? 'xs' : 'sm'} pl={p.indent ? 'md' : undefined}>
                  {p.text}
                </Text>
              ))}
            </Stack>
          </Paper>
          <TextInput
            label={texts.fullName}
            required
            {...register('full_name')}
            error={err(errors.full_name?.message)}
          />
          <TextInput
            label={texts.dob}
            required
            placeholder={texts.dobPlaceholder}
            {...register('dob')}
            error={err(errors.dob?.message)}
          />
          <TextInput
            label={texts.ssn}
            placeholder="999-99-9999"
            maxLength={11}
            inputMode="numeric"
            {...register('ssn', { onChange: (e) => setValue('ssn', formatSsn(e.target.value)) })}
            error={err(errors.ssn?.message)}
          />
          <NativeSelect
            label={texts.iAmThe}
            required
            {...register('role')}
            error={err(errors.role?.message)}
            data={[{ value: '', label: '—' }, ...SIGNER_ROLES.map((r) => ({ value: r, label: texts.roles[r] }))]}
          />
          {representative ? (
            <>
              <TextInput
                label={texts.extraFields[role]}
                required
                maxLength={120}
                autoComplete="name"
                {...register('extra_value')}
                error={err(errors.extra_value?.message)}
              />
              <Textarea
                label={texts.authority}
                description={texts.authorityHint}
                required
                maxLength={300}
                autosize
                minRows={2}
                {...register('authority')}
                error={err(errors.authority?.message)}
              />
            </>
          ) : null}
          <TextInput
            label={texts.initials}
            required
            maxLength={20}
            {...register('initials')}
            error={err(errors.initials?.message)}
          />
          {offered ? (
            <Controller
              control={control}
              name="release_sensitive_info"
              render={({ field }) => (
                <Radio.Group
                  label={texts.sensitiveQuestion}
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v)}
                  error={err(errors.release_sensitive_info?.message)}
                >
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
                <Checkbox.Group
                  label={texts.sensitiveLegend}
                  description={texts.sensitiveHint}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Stack gap={6} mt={6}>
                    {categories.map((c) => (
                      <Checkbox key={c} value={c} label={texts.categories[c]} />
                    ))}
                    {grant.can('part2') ? null : (
                      <Text size="sm" c="dimmed" data-testid="grant-why">
                        {grant.why('part2')}
                      </Text>
                    )}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          ) : null}
          <SignaturePanel
            texts={texts}
            value={sig}
            onChange={syncSignature}
            signerName={signerName}
            initials={watch('initials')}
            signerRole={representative ? texts.roles[role] : undefined}
            patientName={representative ? patientName : undefined}
            error={err(errors.signature?.message)}
          />
          {failure ? (
            <Alert color="red" role="alert">
              <Text c="red.9" size="sm">
                {failure.message}
              </Text>
            </Alert>
          ) : null}
          <Group>
            <Button
              type="button"
              variant="default"
              onClick={() => void showPreview()}
              disabled={blocked}
              loading={preview.isPending}
            >
              {texts.previewPdf}
            </Button>
            <Button type="submit" disabled={blocked} loading={sign.isPending}>
              {texts.adoptAndSign}
            </Button>
          </Group>
          <PdfPreview pdf={preview.data ?? null} texts={texts} onClose={() => preview.reset()} />
        </Stack>
      </form>
    </Stack>
  );
}
