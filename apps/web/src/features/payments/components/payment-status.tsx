import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPath, type RequestPayment } from '@portal/shared';
import { money } from '../../../lib/format';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { banner } from '../../../lib/banners';
import { CardPicker } from './card-picker';

/** A request's payment for its detail page: status, the decline message with a retry, the invoice. */
export function PaymentStatus({ rid }: { rid: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = ['request-payment', rid];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api<RequestPayment>(apiPath('getRequestPayment', { rid })),
  });
  const [cardId, setCardId] = useState<number | null>(null);
  const retry = useMutation({
    mutationFn: () =>
      api<RequestPayment>(apiPath('retryRequestPayment', { rid }), { method: 'POST', body: { card_id: cardId } }),
    onSuccess: (p) => qc.setQueryData(key, p),
    onError: (e) => banner.error(e.message),
  });
  if (!data) return null;
  return (
    <Stack gap="xs">
      <Group>
        <Badge color={data.status === 'failed' ? 'red.9' : 'teal.9'} variant="filled">
          {t(`payments.status.${data.status}`)}
        </Badge>
        {data.amount_cents > 0 && <Text fw={700}>{money(data.amount_cents)}</Text>}
      </Group>
      {data.status === 'failed' && (
        <>
          <Alert color="red.9" variant="light" role="alert">
            {data.message}
          </Alert>
          <CardPicker value={cardId} onChange={setCardId} />
          <Group>
            <Button onClick={() => retry.mutate()} loading={retry.isPending} disabled={!cardId}>
              {t('payments.remove.update')}
            </Button>
          </Group>
        </>
      )}
      {data.invoice_available && (
        <Group>
          <Button
            variant="default"
            onClick={async () => downloadFile(apiPath('getInvoice', { rid }), `invoice-${rid}.pdf`)}
          >
            {t('payments.status.invoice')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
