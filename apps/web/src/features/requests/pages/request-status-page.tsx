import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestStatusLookupSchema, type RequestStatusLookup } from '@portal/shared';
import { requestTitle } from '../../../lib/request-labels';
import { PageTitle } from '../../../lib/components/page-title';
import { RequestCard } from '../components/request-card';
import { useRequestDetail, useRequestsList } from '../tracking/api';
import { HipaaClock } from '../tracking/hipaa-clock';
import { RequestLoadState } from '../tracking/request-state';
import { RequestStateBadge } from '../tracking/request-state-badge';
import { StatusTimeline } from '../tracking/status-timeline';

function StatusOf({ rid }: { rid: string }) {
  const { t } = useTranslation();
  const detail = useRequestDetail(rid);
  const r = detail.data;
  if (!r) return <RequestLoadState error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <Card withBorder radius="md" data-testid="status-result">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {requestTitle(r)}
          </Title>
          <RequestStateBadge size="lg" color="teal.9" status={r.status} state={r.state} />
        </Group>
        <Text size="sm">
          {r.custodian?.name} · {r.patient.name}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <div>
            <Title order={3} size="h5" mb="xs">
              {t('tracking.status.history')}
            </Title>
            <StatusTimeline history={r.history} />
          </div>
          {r.hipaa && <HipaaClock clock={r.hipaa} />}
        </SimpleGrid>
        <Anchor component={Link} to={`/request-detail/${encodeURIComponent(r.rid)}?requestType=${r.request_type}`}>
          {t('tracking.status.openDetail')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** /request-status: where one request stands (by its id), and the user's open requests. */
export default function RequestStatusPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rid = params.get('rid');
  const open = useRequestsList({ status: 'ordered', per_page: 4, sort_dir: 'desc' });
  const { register, handleSubmit, formState } = useForm<RequestStatusLookup>({
    resolver: zodResolver(requestStatusLookupSchema),
    defaultValues: { rid: rid ?? '' },
  });
  const onSubmit = handleSubmit((v) => setParams({ rid: v.rid.trim() }));

  return (
    <Stack>
      <PageTitle>{t('tracking.status.heading')}</PageTitle>
      <form onSubmit={onSubmit} noValidate aria-label={t('tracking.status.lookup')}>
        <Group align="flex-end">
          <TextInput
            label={t('tracking.status.rid')}
            description={t('tracking.status.lookupHint')}
            required
            inputMode="numeric"
            error={formState.errors.rid?.message}
            {...register('rid', {
              onChange: (e) => {
                e.target.value = e.target.value.replace(/[^0-9-]/g, '');
              },
            })}
          />
          <Button type="submit">{t('tracking.status.find')}</Button>
        </Group>
      </form>
      {rid && <StatusOf rid={rid} />}
      <section aria-labelledby="open-requests">
        <Title order={2} size="h4" id="open-requests" mb="sm">
          {t('tracking.status.recent')}
        </Title>
        {open.data && open.data.requests.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tracking.status.noneOpen')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {open.data?.requests.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
