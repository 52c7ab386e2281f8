import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_TEXTS, hipaaFormSchema, type HipaaFormInput } from '@portal/shared';
import { SignaturePanel, UploadZone, type SignatureValue } from '../features/authorizations';
import { ErrorAlert, LinkGate, PublicSuccess, linkParams, postPublic } from './public-shell';

/**
 * hippa_auth=true (spec section 2): an intro with Begin, which reopens the same URL with
 * form=true; then the HIPAA form (section 5 "HIPAA form") with optional ID images.
 */
export default function Page() {
  const { t } = useTranslation();
  const p = linkParams();
  return (
    <LinkGate kind="hipaa" title={t('authorizations.public.hipaaTitle')}>
      {p.form ? <HipaaForm /> : (
        <Stack>
          <Text>{p.org_name ? t('authorizations.public.hipaaIntro', { org: p.org_name }) : t('authorizations.public.hipaaIntroNoOrg')}</Text>
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
      )}
    </LinkGate>
  );
}

function HipaaForm() {
  const { t } = useTranslation();
  const texts = AUTHORIZATION_TEXTS.en;
  const [sig, setSig] = useState<SignatureValue>({ mode: 'type', typed: '', drawn: null });
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const { register, handleSubmit, setValue, watch, getValues, formState } = useForm<HipaaFormInput>({
    resolver: zodResolver(hipaaFormSchema),
    defaultValues: { first_name: '', middle_name: '', last_name: '', date_of_birth: '', ssn: '', signature_mode: 'type', sign_name: '', signature: '' },
  });
  const e = formState.errors;
  const send = useMutation({
    mutationFn: (v: HipaaFormInput) => {
      const fd = new FormData();
      const p = linkParams();
      for (const [k, val] of Object.entries({ ...v, request_id: p.request_id, org_name: p.org_name })) {
        if (k !== 'signature_mode' && typeof val === 'string' && val) fd.append(k, val);
      }
      if (front) fd.append('government_id_front', front);
      if (back) fd.append('government_id_back', back);
      return postPublic('upload_hippa_document', fd);
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('authorizations.public.firstName')} required {...register('first_name')} error={e.first_name?.message} />
          <TextInput label={t('authorizations.public.middleName')} {...register('middle_name')} />
          <TextInput label={t('authorizations.public.lastName')} required {...register('last_name')} error={e.last_name?.message} />
        </SimpleGrid>
        <TextInput label={t('authorizations.public.dob')} required placeholder="M/D/YYYY" {...register('date_of_birth')} error={e.date_of_birth?.message} />
        <TextInput label={t('authorizations.public.ssn')} placeholder="999-99-9999" maxLength={11} {...register('ssn')} error={e.ssn?.message} />
        <SignaturePanel texts={texts} value={sig} onChange={onSig} signerName={name} error={e.sign_name?.message ?? e.signature?.message} />
        <Title order={2} size="h4">{t('authorizations.public.idImages')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UploadZone label={t('authorizations.govtId.front')} rule="hipaaIdImage" current={front?.name} onFile={setFront} />
          <UploadZone label={t('authorizations.govtId.back')} rule="hipaaIdImage" current={back?.name} onFile={setBack} />
        </SimpleGrid>
        <ErrorAlert error={send.error} />
        <Button type="submit" w="fit-content" disabled={sig.mode === 'draw' && !sig.drawn} loading={send.isPending}>{t('authorizations.public.submit')}</Button>
      </Stack>
    </form>
  );
}
