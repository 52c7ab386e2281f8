import { Suspense, useState } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import type { RequestDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { requestTitle } from '../../../lib/request-labels';
import { PageTitle } from '../../../lib/components/page-title';
import { lazyComponent } from '../../../lib/lazy-page';
import { requestCardHref } from '../components/request-card';
import { useRequestDetail } from '../tracking/api';
import { RequestRecords } from '../../subscription';
import { LazyPaymentFix as PaymentFix } from '../../payments';
import { RequestStateBadge } from '../tracking/request-state-badge';
import { RequestLoadState } from '../tracking/request-state';
import { AfterFirstPaint } from '../../../lib/components/after-first-paint';
import { Allowed, useGrant } from '../../../lib/grant';
import { takeReturnFragment } from '../../../lib/return-fragment';
import { useRevealSection } from '../../../lib/use-reveal-section';

// The first screen's parts that only some requests show (a payment to fix, a question from the
// records desk, a new price, a no-records statement) load when the request shows them, and
// everything below the first screen once that has painted: a request's first screen downloads
// what it draws (the card form, the upload fields, the chat are chunks of their own).
type Shows = { request: RequestDetail };
const WaitingBanner = lazyComponent<Shows>(() =>
  import('../tracking/waiting-banner').then((m) => ({ default: m.WaitingBanner })),
);
const PriceApproval = lazyComponent<Shows>(() =>
  import('../tracking/price-approval').then((m) => ({ default: m.PriceApproval })),
);
const NoRecordsStatement = lazyComponent<Shows>(() =>
  import('../tracking/no-records-statement').then((m) => ({ default: m.NoRecordsStatement })),
);
const DetailBelowFold = lazyComponent<Shows & { recordsFirst: boolean; reachNow: boolean }>(() =>
  import('../tracking/detail-below-fold').then((m) => ({ default: m.DetailBelowFold })),
);

/** The parts of the page an address may name (`#chat`): a mail's or a to-do's link lands there. */
const DETAIL_SECTIONS = ['chat', 'letters'] as const;

/** /request-detail/{rid}: what was submitted, where it stands, downloads, refunds and the chat. */
export default function RequestDetailPage() {
  const { t } = useTranslation();
  const rid = useParams().rid ?? '';
  const { hash, pathname } = useLocation();
  // The part named by the address, or by the mailed link a sign-in came from (its fragment waited).
  const [named] = useState(() => hash.slice(1) || takeReturnFragment(`/p${pathname}`));
  const section = (DETAIL_SECTIONS as readonly string[]).includes(named) ? named : null;
  const detail = useRequestDetail(rid);
  const grant = useGrant();
  const r = detail.data;
  useRevealSection(r ? section : null);
  // The desk's question stays answered in place ("sent") once the request no longer waits.
  const [waited, setWaited] = useState(false);
  if (r?.waiting && !waited) setWaited(true);
  const loading = (
    <Stack>
      <PageTitle>{t('tracking.detail.title')}</PageTitle>
      <RequestLoadState error={detail.error} onRetry={() => void detail.refetch()} />
    </Stack>
  );
  if (!r) return loading;
  // A request with records starts with them (View, Download, Share on a phone's first screen),
  // above the history, the clock and the fees: they are what the patient came for.
  const recordsFirst = r.downloads.records_available;
  return (
    // The first screen draws once the parts it shows are in (the loading state until then), so
    // nothing on it moves as they arrive.
    <Suspense fallback={loading}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <PageTitle mb={0}>{requestTitle(r)}</PageTitle>
          <RequestStateBadge
            size="lg"
            color="teal.9"
            status={r.status}
            state={r.state}
            paymentNeeded={r.payment_needed}
            data-testid="detail-status"
          />
        </Group>
        {r.payment_needed && (
          <Allowed need="payments" explain>
            <PaymentFix rid={r.rid} />
          </Allowed>
        )}
        {(r.waiting || waited) && <WaitingBanner request={r} />}
        {r.price_approval && <PriceApproval request={r} />}
        {recordsFirst && grant.can('records') && (
          <Card withBorder radius="md" data-testid="records-first">
            <RequestRecords request={r} />
          </Card>
        )}
        {r.no_records && grant.can('records') && (
          <Card withBorder radius="md">
            <NoRecordsStatement request={r} />
          </Card>
        )}
        {r.status === 'draft' && grant.can('requests_make') && (
          <Button component={Link} to={requestCardHref(r)} w="fit-content">
            {t('tracking.detail.resume')}
          </Button>
        )}
        {/* Below the first screen: drawn once it has painted, its chunk asked for then. */}
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <DetailBelowFold request={r} recordsFirst={recordsFirst} reachNow={section === 'chat'} />
          </Suspense>
        </AfterFirstPaint>
      </Stack>
    </Suspense>
  );
}
