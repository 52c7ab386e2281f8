import { apiPath } from '@portal/shared';
import { Fragment } from 'react';
import { Alert, Anchor, Card, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OutboxPage } from '@portal/shared';
import { api } from '../../lib/api';
import { staffKeys } from '../api';
import { PageLoader } from '../../lib/components/page-loader';
import { PageTitle } from '../../lib/components/page-title';
import { documentDate } from '../../lib/format';

const URL_RE = /(https?:\/\/[^\s<>"]+)/g;

/** A mail's text with its links made clickable (text nodes only: the body is never parsed as HTML). */
function MailText({ text }: { text: string }) {
  return (
    <Text
      component="pre"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
    >
      {text.split(URL_RE).map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/** The development mail view: what the portal would have mailed, newest first, with links to follow. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error } = useQuery({
    queryKey: staffKeys.outbox(page),
    queryFn: () => api<OutboxPage>(apiPath('staffOutbox'), { query: { page } }),
    refetchInterval: 5000,
    placeholderData: (prev) => prev,
  });
  return (
    <Stack>
      <PageTitle mb={0}>{t('staff.outbox.title')}</PageTitle>
      <Text c="dimmed">{t('staff.outbox.intro')}</Text>
      {error ? (
        <Alert color="gray">{t('staff.outbox.unavailable')}</Alert>
      ) : !data ? (
        <PageLoader />
      ) : data.mails.length === 0 ? (
        <Text>{t('staff.outbox.empty')}</Text>
      ) : (
        <Stack gap="sm" data-testid="outbox">
          {data.mails.map((m) => (
            <Card key={m.id} withBorder component="article" aria-labelledby={`mail-${m.id}`}>
              <Title order={2} size="h4" id={`mail-${m.id}`}>
                {m.subject}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('staff.outbox.to', { to: m.to })} ·{' '}
                {m.sent_at
                  ? t('staff.outbox.sent', { at: documentDate(m.sent_at) })
                  : t('staff.outbox.kept', { at: documentDate(m.created_at) })}
              </Text>
              <MailText text={m.text} />
            </Card>
          ))}
          {data.total_pages > 1 && (
            <Pagination
              total={data.total_pages}
              value={page}
              onChange={(p) => setParams({ page: String(p) })}
              getControlProps={(c) => ({ 'aria-label': c })}
              aria-label={t('staff.outbox.page')}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
