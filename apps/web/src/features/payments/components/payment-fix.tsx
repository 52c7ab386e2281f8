import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPath, PAYMENT_MESSAGES, type RequestPayment } from '@portal/shared';
import { api } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { translateMessage } from '../../../lib/translate-message';
import { CardPicker } from './card-picker';

/** The query of a request's payment (shared with PaymentStatus, so a retry refreshes both). */
export const requestPaymentKey = (rid: string) => ['request-payment', rid] as const;

export function useRequestPayment(rid: string, enabled = true) {
  return useQuery({
    queryKey: requestPaymentKey(rid),
    queryFn: () => api<RequestPayment>(apiPath('getRequestPayment', { rid })),
    enabled,
  });
}

/**
 * The gateway's reason, without the generic sentence the server adds after it (this panel says what
 * to do in its own words), translated when it is one of the payment messages the catalogs know.
 */
function reasonOf(message: string | null) {
  if (!message) return null;
  const reason = message.replace(PAYMENT_MESSAGES.paymentFailed, '').trim();
  return reason ? translateMessage(reason) : null;
}

export interface PaymentFixProps {
  rid: string;
  /** Heading level of the panel's title (the wizard's confirmation and the detail differ). */
  order?: 2 | 3;
}

/**
 * A sent request whose card failed: an error (red, announced) with the way out on the same screen —
 * pick or add another card (adding one runs 3-D Secure where the card needs it) and try again, or
 * pay by check. Every provider takes checks here (the wizard offers a check for each one). Paid, the
 * request's detail, lists and home are read again, and the panel goes.
 */
export function PaymentFix({ rid, order = 2 }: PaymentFixProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const payment = useRequestPayment(rid);
  const [cardId, setCardId] = useState<number | null>(null);
  const pay = useMutation({
    mutationFn: (body: { card_id: number } | { check: true }) =>
      api<RequestPayment>(apiPath('retryRequestPayment', { rid }), { method: 'POST', body }),
    onSuccess: (p) => {
      qc.setQueryData(requestPaymentKey(rid), p);
      void qc.invalidateQueries({ queryKey: ['requests'] });
      void qc.invalidateQueries({ queryKey: ['home'] });
      if (p.status === 'failed') banner.error(reasonOf(p.message) ?? t('payments.needed.title'));
      else banner.success(t(p.status === 'check_pending' ? 'payments.needed.checkChosen' : 'payments.needed.paid'));
    },
    onError: (e) => banner.error(e.message),
  });
  const p = payment.data;
  if (!p || p.status !== 'failed') return null;
  const reason = reasonOf(p.message);
  // Only the error is announced (role alert); the cards and buttons follow it in reading order.
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={`payment-needed-${rid}`}
      data-testid="payment-needed"
      p="md"
      style={{ border: '2px solid var(--mantine-color-red-9)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Alert color="red.9" variant="light" role="alert" p="sm">
        <Title order={order} size="h4" id={`payment-needed-${rid}`} c="red.9">
          {t('payments.needed.title')}
        </Title>
        {reason && (
          <Text fw={700} mt="xs">
            {reason}
          </Text>
        )}
        <Text mt="xs">{t('payments.needed.body')}</Text>
      </Alert>
      <CardPicker value={cardId} onChange={setCardId} />
      <Group>
        <Button onClick={() => cardId && pay.mutate({ card_id: cardId })} loading={pay.isPending} disabled={!cardId}>
          {t('payments.needed.retry')}
        </Button>
        <Button variant="default" onClick={() => pay.mutate({ check: true })} disabled={pay.isPending}>
          {t('payments.needed.check')}
        </Button>
      </Group>
    </Stack>
  );
}
