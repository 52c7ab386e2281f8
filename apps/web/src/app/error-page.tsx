import { useEffect } from 'react';
import { Anchor, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/shared';
import { ApiError } from '../lib/api';
import { useClientConfig } from '../lib/config';
import { reportError } from '../lib/report-error';

/** Spec section 2: 'Something went wrong', with links to the last page, login, home and contact. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const apiMessage =
    error instanceof ApiError
      ? error.status === 429
        ? MESSAGES.tooManyRequests
        : error.status === 500
          ? MESSAGES.serverError
          : null
      : null;
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <Container size="sm" py="xl">
      <Stack component="main">
        <Title order={1}>{t('messages.somethingWentWrong')}</Title>
        {/* An API failure that reached the page says what the spec says for it (429, 500). */}
        {apiMessage && (
          <Text fw={600} role="alert">
            {apiMessage}
          </Text>
        )}
        <Text>{t('common.errorPage.detail')}</Text>
        <List spacing="xs">
          <List.Item>
            <Button variant="subtle" px={0} onClick={() => window.history.back()}>
              {t('common.errorPage.lastPage')}
            </Button>
          </List.Item>
          <List.Item>
            <Anchor href="/login/">{t('common.errorPage.login')}</Anchor>
          </List.Item>
          <List.Item>
            <Anchor href="/p/dashboard">{t('common.errorPage.home')}</Anchor>
          </List.Item>
          <List.Item>
            <Anchor href={config.contact_email ? `mailto:${config.contact_email}` : '/p/support'}>
              {t('common.errorPage.contact')}
            </Anchor>
          </List.Item>
        </List>
      </Stack>
    </Container>
  );
}
