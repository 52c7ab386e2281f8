import { useState } from 'react';
import { Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../lib/zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AUTHORIZATION_TEXTS,
  authorizationDocument,
  formatSsn,
  hipaaFormSchema,
  type AuthorizationLanguage,
  type HipaaFormInput,
  scopeOf,
  type PublicLinkAnswer,
} from '@portal/shared';
import { SignaturePanel, UploadZone, type SignatureValue } from '../features/authorizations';
import { loadedRequestInfoLabels, requestInfoLabels } from '../lib/i18n';
import { Busy } from '../lib/components/busy';
import { ErrorAlert, LinkGate, PublicSuccess, linkParams, postPublic, usePublicLink } from './public-shell';

type HipaaInfo = NonNullable<PublicLinkAnswer['hipaa']>;

/**
 * hippa_auth=true (spec section 2): an intro with Begin, which reopens the same URL with
 * form=true; then the HIPAA form (section 5 "HIPAA form") with optional ID images. Both show,
 * before anything is asked, who asked for the authorization, the provider that will release the
 * records and the authorization's full text (the portal's e-authorization text, in the provider's
 * languages): a link asking for an SSN without saying what it is for looks like phishing.
 */
export default function Page() {
  const { t } = useTranslation();
  return (
    <LinkGate kind="hipaa" title={t('authorizations.public.hipaaTitle')}>
      <HipaaContent />
    </LinkGate>
  );
}

function HipaaContent() {
  const { t } = useTranslation();
  const p = linkParams();
  const info = usePublicLink('hipaa').data?.hipaa;
  const [lang, setLang] = useState<AuthorizationLanguage | null>(null);
  if (!info) return null;
  const language = lang ?? info.languages[0] ?? 'en';
  const text = <AuthorizationText info={info} language={language} onLanguage={setLang} />;
  if (p.form) return <HipaaForm language={language} header={text} />;
  return (
    <Stack>
      {text}
      <Text>{t('authorizations.public.readFirst')}</Text>
      <Button
        w="fit-content"
        onClick={() => {
          const q = new URLSearchParams(window.location.search);
          q.set('form', 'true');
          window.location.assign(`${window.location.pathname}?${q.toString()}`);
        }}
      >
        {t('authorizations.public.begin')}
      </Button>
    </Stack>
  );
}

/** Who asked, the provider, and the authorization text with its required statements. */
function AuthorizationText({
  info,
  language,
  onLanguage,
}: {
  info: HipaaInfo;
  language: AuthorizationLanguage;
  onLanguage(l: AuthorizationLanguage): void;
}) {
  const { t } = useTranslation();
  const texts = AUTHORIZATION_TEXTS[language];
  const choices = [...new Set<AuthorizationLanguage>([...info.languages, 'en'])];
  // The record types and reasons in the document's language, whatever the page is read in.
  const labels = useQuery({
    queryKey: ['request-info-labels', language],
    queryFn: () => requestInfoLabels(language),
    // In the first commit when they are here already: the text drawn a commit later pushed what
    // follows it down.
    initialData: () => loadedRequestInfoLabels(language),
    staleTime: Infinity,
  });
  const s = info.scope;
  // The signed document's own text (the server completes the PDF with the same builder): the
  // person who asked receives the records, and no sensitive question is asked here. The patient's
  // line is left out: the name and date of birth are the form's first fields.
  const paragraphs = labels.data
    ? authorizationDocument(
        texts,
        scopeOf(
          {
            language,
            request: {
              requestType: s.request_type,
              allRecords: s.all_records,
              recordsAfter: s.records_after,
              recordsBefore: s.records_before,
              recordTypes: s.record_types,
              reasonForRequest: s.reasons,
              deliveryMethod: null,
              faxNumber: null,
              recipientName: null,
              recipientType: null,
            },
            form: s.form,
            provider: {
              name: info.provider,
              address: s.provider_address,
              asksSensitive: false,
              categories: info.categories,
            },
            account: { name: info.requested_by, email: '' },
            answers: {
              patient: { name: '', dob: '' },
              role: 'patient',
              signerName: '',
              authority: null,
              release: null,
              chosen: [],
            },
            signedAt: new Date(),
            requester: info.requested_by,
          },
          labels.data,
        ),
      ).paragraphs.slice(1)
    : null;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('authorizations.public.requestedBy', { name: info.requested_by, rid: info.rid })}</Text>
      <Text>{t('authorizations.public.providerLine', { provider: info.provider })}</Text>
      {choices.length > 1 ? (
        <NativeSelect
          label={t('authorizations.public.textLanguage')}
          w="fit-content"
          value={language}
          onChange={(e) => onLanguage(e.currentTarget.value as AuthorizationLanguage)}
          data={choices.map((l) => ({ value: l, label: AUTHORIZATION_TEXTS[l].languageName }))}
        />
      ) : null}
      <Paper withBorder p="md" radius="md" dir={texts.dir} lang={language} data-testid="authorization-text">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {texts.subheading}
          </Title>
          {paragraphs ? (
            paragraphs.map((p, i) => (
              <Text key={i} size={p.small ? 'xs' : 'sm'} pl={p.indent ? 'md' : undefined}>
                {p.text}
              </Text>
            ))
          ) : (
            <Busy />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function HipaaForm({ language, header }: { language: AuthorizationLanguage; header: React.ReactNode }) {
  const { t } = useTranslation();
  const texts = AUTHORIZATION_TEXTS[language];
  const [sig, setSig] = useState<SignatureValue>({ mode: 'type', typed: '', drawn: null });
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const { register, handleSubmit, setValue, watch, getValues, formState } = useForm<HipaaFormInput>({
    resolver: zodResolver(hipaaFormSchema),
    defaultValues: {
      first_name: '',
      middle_name: '',
      last_name: '',
      date_of_birth: '',
      ssn: '',
      signature_mode: 'type',
      sign_name: '',
      signature: '',
    },
  });
  const e = formState.errors;
  const send = useMutation({
    mutationFn: (v: HipaaFormInput) => {
      const fd = new FormData();
      const p = linkParams();
      for (const [k, val] of Object.entries({ ...v, request_id: p.request_id, language })) {
        if (k !== 'signature_mode' && typeof val === 'string' && val) fd.append(k, val);
      }
      if (front) fd.append('government_id_front', front);
      if (back) fd.append('government_id_back', back);
      return postPublic('publicSignHipaa', fd);
    },
  });
  const onSig = (v: SignatureValue) => {
    setSig(v);
    setValue('signature_mode', v.mode);
    setValue('sign_name', v.mode === 'type' ? v.typed : '');
    setValue('signature', v.mode === 'draw' ? (v.drawn ?? '') : '');
  };
  if (send.isSuccess) return <PublicSuccess />;
  const name = [watch('first_name'), watch('middle_name'), watch('last_name')].filter(Boolean).join(' ');
  return (
    <form onSubmit={handleSubmit(() => send.mutate(getValues()))} noValidate>
      <Stack>
        {header}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('authorizations.public.firstName')}
            required
            autoComplete="given-name"
            {...register('first_name')}
            error={e.first_name?.message}
          />
          <TextInput
            label={t('authorizations.public.middleName')}
            autoComplete="additional-name"
            {...register('middle_name')}
          />
          <TextInput
            label={t('authorizations.public.lastName')}
            required
            autoComplete="family-name"
            {...register('last_name')}
            error={e.last_name?.message}
          />
        </SimpleGrid>
        <TextInput
          label={t('authorizations.public.dob')}
          required
          placeholder={t('common.dateFormat')}
          {...register('date_of_birth')}
          error={e.date_of_birth?.message}
        />
        <TextInput
          label={t('authorizations.public.ssn')}
          placeholder="999-99-9999"
          maxLength={11}
          inputMode="numeric"
          {...register('ssn', { onChange: (ev) => setValue('ssn', formatSsn(ev.target.value)) })}
          error={e.ssn?.message}
        />
        <SignaturePanel
          texts={texts}
          value={sig}
          onChange={onSig}
          signerName={name}
          error={e.sign_name?.message ?? e.signature?.message}
        />
        <Title order={2} size="h4">
          {t('authorizations.public.idImages')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UploadZone
            label={t('authorizations.govtId.front')}
            rule="hipaaIdImage"
            current={front?.name}
            onFile={setFront}
          />
          <UploadZone
            label={t('authorizations.govtId.back')}
            rule="hipaaIdImage"
            current={back?.name}
            onFile={setBack}
          />
        </SimpleGrid>
        <ErrorAlert error={send.error} />
        <Button type="submit" w="fit-content" disabled={sig.mode === 'draw' && !sig.drawn} loading={send.isPending}>
          {t('authorizations.public.submit')}
        </Button>
      </Stack>
    </form>
  );
}
