import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';

/** Loading, not found and failed states of a page that reads one request. */
export function RequestLoadState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Stack>
      <Alert color={missing ? 'blue.9' : 'red.9'} variant="light" role="alert">
        {missing ? t('tracking.detail.notFound') : t('tracking.detail.failed')}
      </Alert>
      <Group>
        {!missing && (
          <Button variant="default" onClick={onRetry}>
            {t('tracking.list.retry')}
          </Button>
        )}
        <Anchor component={Link} to="/records-and-forms">
          {t('tracking.detail.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}
