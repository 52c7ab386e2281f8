import { useState } from 'react';
import { Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthorizationLanguage, HipaaFormInput } from '@portal/shared';
import { formatSsn } from '@portal/shared/domain/input-formatters';
import { SignaturePanel, UploadZone, type SignatureValue } from '../features/authorizations';
import { useAuthorizationTexts } from '../lib/authorization-texts';
import { lazyZodResolver } from '../lib/lazy-resolver';
import { Busy } from '../lib/components/busy';
import { ErrorAlert, PublicSuccess, linkParams, postPublic } from './public-shell';

/** The HIPAA form (spec section 5 "HIPAA form"), below the authorization's text. */
export interface HipaaFormProps {
  language: AuthorizationLanguage;
  header: React.ReactNode;
}

export function HipaaForm({ language, header }: HipaaFormProps) {
  const { t } = useTranslation();
  const texts = useAuthorizationTexts(language).data;
  const [sig, setSig] = useState<SignatureValue>({ mode: 'type', typed: '', drawn: null });
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const { register, handleSubmit, setValue, watch, getValues, formState } = useForm<HipaaFormInput>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.hipaaFormSchema)),
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
  // The text's language is read with the page's text above (the same query).
  if (!texts) return <Busy />;
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
