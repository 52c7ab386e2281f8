import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Store & Share's offer, when a download is refused (the 30 free days are over): why, the price,
 * and Subscribe (`onSubscribe`; 'page' links to the subscription page; null for a caregiver, who
 * is told, not offered it).
 */
export function DownloadOffer({
  offer,
  price,
  onClose,
  onSubscribe,
}: {
  offer: string | null;
  price: string;
  onClose(): void;
  onSubscribe: (() => void) | 'page' | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
      opened={offer !== null}
      onClose={onClose}
      title={t('subscription.records.offerTitle')}
      centered
    >
      <Text mb="sm">{offer}</Text>
      <Text mb="md">{t('subscription.offer.body', { price })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('subscription.confirm.back')}
        </Button>
        {onSubscribe === null ? null : onSubscribe === 'page' ? (
          <Button component={Link} to="/subscription">
            {t('subscription.offer.subscribe', { price })}
          </Button>
        ) : (
          <Button onClick={onSubscribe}>{t('subscription.offer.subscribe', { price })}</Button>
        )}
      </Group>
    </Modal>
  );
}
