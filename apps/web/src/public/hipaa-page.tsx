import { Suspense, useState } from 'react';
import { Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthorizationLanguage, PublicLinkAnswer } from '@portal/shared';
import type { HipaaFormProps as FormProps } from './hipaa-form';
// From their own modules: through the package's index they brought every language's text and
// the schemas (zod) along.
import { authorizationDocument } from '@portal/shared/authorization-texts/document';
import { scopeOf } from '@portal/shared/authorization-texts/scope';
import { languageName } from '@portal/shared/l10n/languages';
import { useAuthorizationTexts } from '../lib/authorization-texts';
import { loadedRequestInfoLabels, requestInfoLabels } from '../lib/i18n';
import { Busy } from '../lib/components/busy';
import { lazyComponent } from '../lib/lazy-page';
import { LinkGate, linkParams, usePublicLink } from './public-shell';

/**
 * The form (its form library, signature pad, uploads and, at the first validation, its schema)
 * is a chunk of its own: the intro a mailed link opens shows only the text and Begin. An address
 * with form=true loads it with the page (`ready`), so its first render draws the form.
 */
const HipaaForm = lazyComponent<FormProps>(() => import('./hipaa-form').then((m) => ({ default: m.HipaaForm })));
export const ready = (): Promise<unknown> =>
  // The server draws either page with one module for every visitor: it loads the form always.
  typeof window === 'undefined' || linkParams().form ? HipaaForm.preload() : Promise.resolve();

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
  if (p.form)
    return (
      <Suspense fallback={<Busy />}>
        <HipaaForm language={language} header={text} />
      </Suspense>
    );
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
  const texts = useAuthorizationTexts(language).data;
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
  const paragraphs =
    texts && labels.data
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
          data={choices.map((l) => ({ value: l, label: languageName(l) }))}
        />
      ) : null}
      <Paper withBorder p="md" radius="md" dir={texts?.dir} lang={language} data-testid="authorization-text">
        <Stack gap="xs">
          {texts && (
            <Title order={2} size="h4">
              {texts.subheading}
            </Title>
          )}
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
