import { Box, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LANGUAGE_NAMES, authorizationLanguage, type RequestDocument } from '@portal/shared';
import { documentDate } from '../../../lib/format';
import { fileLabel } from '../../../lib/file-names';
import { isViewable, ViewFileButton } from '../../subscription';
import { useGrant } from '../../../lib/grant';

/** The documents sent with the request, each with its date ('D MMM YYYY hh:mm A'). */
export function DocumentsList({ documents }: { documents: RequestDocument[] }) {
  const { t } = useTranslation();
  const grant = useGrant();
  // An authorization (or its revocation) downloads as the records do; the documents uploaded with
  // the request as the request's own (CAREGIVER_ROUTE_SCOPE: downloadAuthorization, downloadDocument).
  const mayOpen = (d: RequestDocument) =>
    grant.can(d.kind === 'authorization' || d.kind === 'revocation' ? 'records' : 'requests_make');
  return (
    <Box component="section" aria-labelledby="documents-heading">
      <Title order={2} size="h4" id="documents-heading" mb="sm">
        {t('tracking.detail.documents')}
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tracking.detail.noDocuments')}
        </Text>
      ) : (
        <List spacing="xs" size="sm" data-testid="documents">
          {documents.map((d) => (
            <List.Item key={d.id}>
              <Text span fw={600}>
                {t(`tracking.detail.docKind.${d.kind}`)}:{' '}
              </Text>
              <bdi>{fileLabel(d.name)}</bdi>
              {d.created_at && (
                <Text span c="dimmed">
                  {' '}
                  · <time dateTime={d.created_at}>{documentDate(d.created_at)}</time>
                </Text>
              )}
              {d.language ? <SignedLanguage code={d.language} /> : null}
              {d.url && isViewable(d.name) && mayOpen(d) && (
                <>
                  {' '}
                  <ViewFileButton url={d.url} name={d.name} />
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The language an e-authorization was signed in, in its own name (marked so it is read in it). */
function SignedLanguage({ code }: { code: string }) {
  const { t } = useTranslation();
  const lang = authorizationLanguage(code);
  return (
    <Text span c="dimmed" data-testid="signed-language">
      {' · '}
      {t('tracking.detail.signedLanguage')}{' '}
      <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        {AUTHORIZATION_LANGUAGE_NAMES[lang]}
      </span>
    </Text>
  );
}
