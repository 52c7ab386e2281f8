import { lazy, Suspense } from 'react';
import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { openConfirm } from '../../../lib/confirm';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { PageTitle } from '../../../lib/components/page-title';
import { useDependent, useRemoveDependent, useSaveDependent } from '../api/dependents';
import { DependentTimeline } from '../components/dependent-timeline';
import { Busy } from '../../../lib/components/busy';

// The details form (with its date picker) loads with its tab: the page opens on the timeline.
const DependentForm = lazy(() => import('../components/dependent-form').then((m) => ({ default: m.DependentForm })));

const TABS = ['details', 'timeline'] as const;

/** /dependents/{id}/{details|timeline}: the dependent's Details and Timeline tabs. */
export default function DependentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const tab = TABS.find((x) => x === params.tab);
  const { data: d, isLoading, error } = useDependent(id);
  const save = useSaveDependent(id);
  const remove = useRemoveDependent();

  if (!tab) return <Navigate to={`/dependents/${params.id}/timeline`} replace />;
  if (isLoading) return <Busy size="sm" />;
  if (!d) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Stack>
        <PageTitle>{t('dependents.title')}</PageTitle>
        <Alert color={missing ? 'gray.8' : 'red.9'} variant="light" role="alert">
          {missing ? t('messages.noDependentFound') : t('dependents.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  const name = [d.first_name, d.middle_name, d.last_name].filter(Boolean).join(' ');

  const confirmRemove = () =>
    void openConfirm({
      title: t('dependents.removeConfirm.title'),
      children: t('dependents.removeConfirm.body', { name }),
      labels: { confirm: t('dependents.removeConfirm.confirm'), cancel: t('dependents.removeConfirm.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      // Mantine ignores what onConfirm returns: the removal runs on, its failure shown as a banner.
      onConfirm: () =>
        void (async () => {
          try {
            await remove.mutateAsync(id);
            banner.success(t('dependents.removed'));
            void navigate('/dependents');
          } catch (err) {
            banner.error(err instanceof ApiError ? err.message : t('messages.serverError'));
          }
        })(),
    });

  return (
    <Stack>
      <PageTitle>{name}</PageTitle>
      <Tabs value={tab} onChange={(v) => v && navigate(`/dependents/${id}/${v}`)} keepMounted={false}>
        <Tabs.List aria-label={t('dependents.tabs.label')}>
          <Tabs.Tab value="details">{t('dependents.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="timeline">{t('dependents.tabs.timeline')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Suspense fallback={<Busy size="sm" />}>
            <DependentForm
              key={`${d.id}-${d.first_name}-${d.last_name}-${d.dob}`}
              dependent={d}
              submitLabel={t('dependents.save')}
              onSubmit={async (values) => {
                await save.mutateAsync(values);
                banner.success(t('messages.profileSaved'));
              }}
            >
              <Button variant="outline" color="red.9" onClick={confirmRemove}>
                {t('dependents.remove')}
              </Button>
            </DependentForm>
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <DependentTimeline dependentId={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
