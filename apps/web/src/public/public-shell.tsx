import { apiPath } from '@portal/shared';
import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicLinkAnswer } from '@portal/shared';
import { Logo } from '../app/layout/logo';
import { currentSearch } from '../lib/address';
import { api } from '../lib/api';
import { PageTitle } from '../lib/components/page-title';
import { Busy } from '../lib/components/busy';
import { LanguageMenu } from '../lib/components/language-menu';

export type PublicKind = 'govt' | 'patient' | 'hipaa';

/** The link's query: the spec's flags and ids, plus the token that actually grants access. */
export function linkParams() {
  const q = new URLSearchParams(currentSearch());
  return {
    token: q.get('token') ?? '',
    user_id: q.get('user_id') ?? '',
    request_id: q.get('request_id') ?? '',
    username: q.get('username') ?? '',
    org_name: q.get('org_name') ?? '',
    form: q.get('form') === 'true',
  };
}

/** Query string for the public calls (empty values are left out). */
export function linkQuery() {
  const p = linkParams();
  return { token: p.token, user_id: p.user_id || undefined, request_id: p.request_id || undefined };
}

/**
 * Page frame of the no-login pages: the portal's brand (a mailed link must show whose page it is),
 * a main landmark and the page title.
 */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="header" py="sm" px="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm" px={0}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Logo size={32} />
              <Text fw={700} size="lg">
                {t('common.appName')}
              </Text>
            </Group>
            <LanguageMenu />
          </Group>
        </Container>
      </Box>
      <Container size="sm" py="xl" component="main" id="main">
        <PageTitle>{title}</PageTitle>
        {children}
      </Container>
    </>
  );
}

const publicLinkKey = (kind: PublicKind, search: string) => ['public-link', kind, search] as const;

/** The link check (shared by the gate and the page inside it: one request, cached). */
export function usePublicLink(kind: PublicKind) {
  return useQuery({
    queryKey: publicLinkKey(kind, currentSearch()),
    queryFn: () => api<PublicLinkAnswer>(apiPath('checkPublicLink'), { public: true, query: { kind, ...linkQuery() } }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Checks the link before showing a form, so an old or used link says so at once. */
export function LinkGate({ kind, title, children }: { kind: PublicKind; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const check = usePublicLink(kind);
  if (check.isLoading)
    return (
      <PublicFrame title={title}>
        <Busy />
      </PublicFrame>
    );
  if (check.isError) {
    return (
      <PublicFrame title={t('authorizations.public.expiredTitle')}>
        <Alert color="red" role="alert">
          <Text c="red.9">{t('messages.linkExpired')}</Text>
        </Alert>
      </PublicFrame>
    );
  }
  return <PublicFrame title={title}>{children}</PublicFrame>;
}

/** After a public upload: the spec's message, then the next-step cards. */
export function PublicSuccess() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="green" role="status">
        <Text c="dark.9" fw={600}>
          {t('messages.formSubmitted')}
        </Text>
      </Alert>
      <Title order={2} size="h3">
        {t('authorizations.public.nextSteps')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Title order={3} size="h4">
            {t('authorizations.public.createAccount')}
          </Title>
          <Text size="sm" my="xs">
            {t('authorizations.public.createAccountText')}
          </Text>
          <Anchor href="/login/sign-up">{t('authorizations.public.createAccount')}</Anchor>
        </Card>
        <Card withBorder padding="lg">
          <Title order={3} size="h4">
            {t('authorizations.public.subscribe')}
          </Title>
          <Text size="sm" my="xs">
            {t('authorizations.public.subscribeText')}
          </Text>
          <Anchor href="/p/subscription">{t('authorizations.public.subscribe')}</Anchor>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/** Sends a public multipart form; answers the server's message. */
export async function postPublic(
  endpoint: 'publicSignHipaa' | 'publicUploadGovernmentId' | 'publicUploadPatientForm',
  body: FormData,
) {
  return api<{ message: string }>(apiPath(endpoint), {
    method: 'POST',
    public: true,
    query: linkQuery(),
    body,
    timeout: true,
  });
}

export function ErrorAlert({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      <Text c="red.9" size="sm">
        {error.message}
      </Text>
    </Alert>
  );
}
