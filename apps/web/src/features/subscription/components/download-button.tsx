import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { banner } from '../../../lib/banners';
import { requestDownloadLink } from '../api/storage';
import { useSubscriptionPrice } from './price';
import { useGrant } from '../../../lib/grant';

// The offer (a dialog, with its focus trap and scroll lock) loads when the download is refused,
// not with the page that shows the button; then it stays mounted, so that closing animates and
// returns focus.
const DownloadOffer = lazy(() => import('./download-offer').then((m) => ({ default: m.DownloadOffer })));

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
  const [offerUsed, setOfferUsed] = useState(false);
  if (offer !== null && !offerUsed) setOfferUsed(true);
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
      {offerUsed && (
        <Suspense fallback={null}>
          <DownloadOffer
            offer={offer}
            price={price}
            onClose={() => setOffer(null)}
            onSubscribe={
              !maySubscribe
                ? null
                : onSubscribe
                  ? () => {
                      setOffer(null);
                      onSubscribe();
                    }
                  : 'page'
            }
          />
        </Suspense>
      )}
    </>
  );
}
