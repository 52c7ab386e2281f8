import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorizationSummary } from '@portal/shared';
import { PageTitle } from '../../../lib/components/page-title';
import { banner } from '../../../lib/banners';
import { useCustodian } from '../../providers';
import { downloadFile } from '../../../lib/download';
import { useAuthorizations } from '../api/authorizations';
import { EAuthorizationForm } from '../components/e-authorization-form';
import { Busy } from '../../../lib/components/busy';

/**
 * "Sign the authorization for this request" (/p/authorizations/sign?rid=…): a request that has no
 * authorization yet is signed here, and the signed PDF can be downloaded right after.
 */
export default function SignAuthorizationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rid = params.get('rid');
  const auths = useAuthorizations(rid);
  const custodian = useCustodian(auths.data?.custodian_id ?? null);
  const [signed, setSigned] = useState<AuthorizationSummary | null>(null);

  return (
    <Stack maw={760}>
      <PageTitle>{t('authorizations.sign.pageTitle')}</PageTitle>
      {!rid || auths.isError ? (
        <Alert color="red" role="alert">
          <Text c="red.9">{t('authorizations.sign.missingRid')}</Text>
        </Alert>
      ) : null}
      {auths.isLoading || custodian.isLoading ? <Busy /> : null}
      {signed ? (
        <Stack>
          <Alert color="green" role="status">
            <Text c="dark.9">{t('authorizations.sign.signed')}</Text>
          </Alert>
          <Button onClick={() => void downloadFile(signed.url, signed.name)}>
            {t('authorizations.sign.download')}
          </Button>
          <Anchor component={Link} to={`/request-detail/${rid}`}>
            {t('authorizations.sign.backToRequest')}
          </Anchor>
        </Stack>
      ) : rid && custodian.data ? (
        <EAuthorizationForm
          custodian={custodian.data}
          rid={rid}
          onSigned={(a) => {
            setSigned(a);
            banner.success(t('authorizations.sign.signed'));
          }}
        />
      ) : null}
    </Stack>
  );
}
