import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadZone } from '../features/authorizations';
import { ErrorAlert, LinkGate, PublicSuccess, linkParams, postPublic } from './public-shell';

/** govt_document=true: front and back of a government ID, both required (spec section 5). */
export default function Page() {
  const { t } = useTranslation();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: () => {
      const fd = new FormData();
      fd.append('user_id', linkParams().user_id);
      fd.append('request_id', linkParams().request_id);
      fd.append('frontFile', front!);
      fd.append('backFile', back!);
      return postPublic('publicUploadGovernmentId', fd);
    },
  });
  return (
    <LinkGate kind="govt" title={t('authorizations.public.govtTitle')}>
      {send.isSuccess ? (
        <PublicSuccess />
      ) : (
        <Stack>
          <Text>{t('authorizations.public.govtIntro', { name: linkParams().username })}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UploadZone
              label={t('authorizations.govtId.front')}
              rule="govtId"
              required
              current={front?.name}
              onFile={setFront}
            />
            <UploadZone
              label={t('authorizations.govtId.back')}
              rule="govtId"
              required
              current={back?.name}
              onFile={setBack}
            />
          </SimpleGrid>
          <ErrorAlert error={send.error} />
          <Button onClick={() => send.mutate()} disabled={!front || !back} loading={send.isPending}>
            {t('authorizations.public.submit')}
          </Button>
        </Stack>
      )}
    </LinkGate>
  );
}
