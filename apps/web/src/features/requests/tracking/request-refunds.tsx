import { Anchor, Box, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@portal/shared';
import { money, shortDate } from '../../../lib/format';

/** The refunds asked for on this request and where each stands; a link to ask for one when paid. */
export function RequestRefunds({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const open = r.refunds.some((f) => f.status === 'requested' || f.status === 'approved');
  if (!r.refunds.length && r.payment.paid_cents === 0) return null;
  return (
    <Box component="section" aria-labelledby="refunds-heading" data-testid="request-refunds">
      <Title order={2} size="h4" id="refunds-heading" mb="xs">
        {t('tracking.refund.onRequest')}
      </Title>
      {r.refunds.length > 0 && (
        <List size="sm" spacing={4} mb="xs">
          {r.refunds.map((f) => (
            <List.Item key={f.id}>
              {t('tracking.refund.line', {
                amount: money(f.amount_cents),
                status: t(`tracking.refund.statusLabel.${f.status}`),
                date: shortDate(f.created_at),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {open ? (
        <Text size="sm" c="dimmed">
          {t('tracking.refund.openOnRequest')}
        </Text>
      ) : (
        <Anchor component={Link} to={`/request-refund?rid=${encodeURIComponent(r.rid)}`} size="sm">
          {t('tracking.detail.refundLink')}
        </Anchor>
      )}
    </Box>
  );
}
