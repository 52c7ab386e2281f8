import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPath, PRICE_DECLINE_REASON_MAX, type RequestDetail } from '@portal/shared';
import { api, ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { trackingKeys } from './api';
import { money, shortDate } from '../../../lib/format';
import { FeeLinesTable } from '../../../lib/components/fee-basis';
import { Allowed } from '../../../lib/grant';

/**
 * a desk price above what the patient authorized waits here. Approving moves the card's
 * hold to it; declining (with a reason the provider reads) closes the request and releases the hold.
 */
export function PriceApproval({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (v: { approve: true } | { approve: false; reason: string }) =>
      api<{ message: string }>(apiPath(v.approve ? 'approvePrice' : 'declinePrice', { rid: r.rid }), {
        method: 'POST',
        body: v.approve ? {} : { reason: v.reason },
        timeout: true,
      }),
    onSuccess: async (_d, v) => {
      banner.success(t(v.approve ? 'fees.approval.approved' : 'fees.approval.declined'));
      setDeclining(false);
      await Promise.all([
        qc.invalidateQueries({ queryKey: trackingKeys.detail(r.rid) }),
        qc.invalidateQueries({ queryKey: trackingKeys.lists }),
      ]);
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : t('tracking.detail.failed')),
  });
  const p = r.price_approval;
  if (!p) return null;
  const amount = money(p.amount_cents);
  const decline = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!reason.trim()) {
      setError(t('messages.required'));
      return;
    }
    answer.mutate({ approve: false, reason: reason.trim() });
  };
  return (
    <Alert
      color="orange.9"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      // A named region. Not aria-labelledby: Mantine's Alert sets its own (undefined without a
      // title prop) over the one given, which left the region unnamed for screen readers.
      role="region"
      aria-label={t('fees.approval.title')}
      data-testid="price-approval"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="approval-title">
          {t('fees.approval.title')}
        </Title>
        <Text size="sm">{t('fees.approval.body', { amount, authorized: money(p.authorized_cents) })}</Text>
        {/* The new price line by line, the desk's reason on the change: the lines add up to it. */}
        <FeeLinesTable
          lines={p.lines}
          totalCents={p.amount_cents}
          totalLabel={t('fees.approval.newTotal')}
          testId="approval-lines"
        />
        <Text size="xs">{shortDate(p.requested_at)}</Text>
        {error && !declining && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        {/* A caregiver without payments sees the new price and why they cannot answer it. */}
        <Allowed need="payments" explain>
          <Group gap="sm">
            <Button
              onClick={() => {
                setError(null);
                answer.mutate({ approve: true });
              }}
              loading={answer.isPending && !declining}
              data-testid="approve-price"
            >
              {t('fees.approval.approve', { amount })}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              onClick={() => {
                setError(null);
                setDeclining(true);
              }}
              data-testid="decline-price"
            >
              {t('fees.approval.decline')}
            </Button>
          </Group>
        </Allowed>
      </Stack>
      <Modal
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t('fees.approval.declineTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={decline} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('fees.approval.declineBody')}</Text>
            <Textarea
              label={t('fees.approval.reason')}
              required
              autosize
              minRows={2}
              maxLength={PRICE_DECLINE_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={error ?? undefined}
              data-testid="decline-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={answer.isPending}>
                {t('fees.approval.declineConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Alert>
  );
}
