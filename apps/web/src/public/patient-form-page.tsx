import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadZone } from '../features/authorizations';
import { ErrorAlert, LinkGate, PublicSuccess, linkParams, postPublic } from './public-shell';

/** patient_document=true: one completed patient form (spec section 5). */
export default function Page() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: () => {
      const fd = new FormData();
      fd.append('user_id', linkParams().user_id);
      fd.append('request_id', linkParams().request_id);
      fd.append('form_record', file!);
      return postPublic('publicUploadPatientForm', fd);
    },
  });
  return (
    <LinkGate kind="patient" title={t('authorizations.public.formTitle')}>
      {send.isSuccess ? (
        <PublicSuccess />
      ) : (
        <Stack>
          <Text>{t('authorizations.public.formIntro', { name: linkParams().username })}</Text>
          <UploadZone
            label={t('authorizations.patientForm.label')}
            rule="patientForm"
            required
            current={file?.name}
            onFile={setFile}
          />
          <ErrorAlert error={send.error} />
          <Button onClick={() => send.mutate()} disabled={!file} loading={send.isPending}>
            {t('authorizations.public.submit')}
          </Button>
        </Stack>
      )}
    </LinkGate>
  );
}
