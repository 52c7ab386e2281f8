import { useState } from 'react';
import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Refund } from '@portal/shared';
import { requestTitle } from '../../../lib/request-labels';
import { PageTitle } from '../../../lib/components/page-title';
import { useRefunds } from '../tracking/api';
import { money, shortDate } from '../../../lib/format';
import { RefundForm } from '../tracking/refund-form';

/** /request-refund: ask for a refund on a paid request (states: creating, created, reset). */
export default function RequestRefundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refunds = useRefunds();
  const [created, setCreated] = useState<Refund | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <Stack>
      <PageTitle>{t('tracking.refund.title')}</PageTitle>
      <Text>{t('tracking.refund.intro')}</Text>
      {refunds.isPending && (
        <Group role="status" gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('common.loading')}</Text>
        </Group>
      )}
      {refunds.isError && (
        <Alert color="red.9" variant="light" role="alert">
          <Group justify="space-between">
            <span>{t('tracking.refund.failed')}</span>
            <Button size="xs" variant="default" onClick={() => void refunds.refetch()}>
              {t('tracking.list.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {refunds.data && (
        <Card withBorder radius="md">
          {created ? (
            <Stack align="flex-start">
              <Alert color="green.9" variant="light" role="status" data-testid="refund-created">
                {t('tracking.refund.created')}
              </Alert>
              <Button
                variant="default"
                onClick={() => {
                  setCreated(null);
                  setFormKey((k) => k + 1);
                }}
              >
                {t('tracking.refund.another')}
              </Button>
            </Stack>
          ) : (
            <RefundForm
              key={formKey}
              refundable={refunds.data.refundable}
              initialRid={params.get('rid')}
              onCreated={setCreated}
            />
          )}
        </Card>
      )}
      {refunds.data && (
        <section aria-labelledby="refund-history">
          <Title order={2} size="h4" id="refund-history" mb="xs">
            {t('tracking.refund.history')}
          </Title>
          {refunds.data.refunds.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tracking.refund.noHistory')}
            </Text>
          ) : (
            <List size="sm" spacing={4} data-testid="refund-history">
              {refunds.data.refunds.map((f) => (
                <List.Item key={f.id}>
                  <Text span fw={600}>
                    {requestTitle(f)}:{' '}
                  </Text>
                  {t('tracking.refund.line', {
                    amount: money(f.amount_cents),
                    status: t(`tracking.refund.statusLabel.${f.status}`),
                    date: shortDate(f.created_at),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )}
    </Stack>
  );
}
