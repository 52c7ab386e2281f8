import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { banner } from '../../../lib/banners';
import { requestDownloadLink } from '../api/storage';
import { useSubscriptionPrice } from './price';
import { useGrant } from '../../../lib/grant';

/**
 * Downloads a request's records through a one-time link (one record as that file, several as a zip). When the 30 free days are over
 * and there is no subscription, the Store & Share offer opens instead.
 */
export function DownloadRecordsButton({
  rid,
  label,
  onSubscribe,
  variant = 'default',
  leftSection,
}: {
  rid: string;
  label?: string;
  onSubscribe?(): void;
  variant?: 'default' | 'filled';
  leftSection?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const price = useSubscriptionPrice();
  const [offer, setOffer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Subscribing is the account holder's own: a caregiver is told, not offered it.
  const maySubscribe = useGrant().can('own');

  async function download() {
    setBusy(true);
    try {
      const link = await requestDownloadLink(rid);
      if (link.allowed && link.url) {
        const a = document.createElement('a');
        a.href = link.url;
        a.download = '';
        a.click();
      } else {
        setOffer(link.message);
      }
    } catch (err) {
      banner.error(err instanceof Error ? err.message : t('messages.serverError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant={variant} className="wrap-button" leftSection={leftSection} onClick={download} loading={busy}>
        {label ?? t('subscription.records.download', { rid })}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
        opened={offer !== null}
        onClose={() => setOffer(null)}
        title={t('subscription.records.offerTitle')}
        centered
      >
        <Text mb="sm">{offer}</Text>
        <Text mb="md">{t('subscription.offer.body', { price })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOffer(null)}>
            {t('subscription.confirm.back')}
          </Button>
          {!maySubscribe ? null : onSubscribe ? (
            <Button
              onClick={() => {
                setOffer(null);
                onSubscribe();
              }}
            >
              {t('subscription.offer.subscribe', { price })}
            </Button>
          ) : (
            <Button component={Link} to="/subscription">
              {t('subscription.offer.subscribe', { price })}
            </Button>
          )}
        </Group>
      </Modal>
    </>
  );
}
