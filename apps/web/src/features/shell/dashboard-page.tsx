import { Suspense } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconFileDownload, IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../lib/components/page-title';
import { useProfile } from '../../lib/use-profile';
import { useHome } from '../../lib/use-home';
import { useGrant } from '../../lib/grant';
import { HomeTodos } from './home-todos';
import { Busy } from '../../lib/components/busy';
import { loadProviderTexts } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-page';
import SearchWidget from './dashboard-search';

// The search widget (type-ahead, modals, results) comes with the page's chunk, its chunks
// preloaded with the page's (a chunk of its own was one more request on every cold visit); its
// texts alone load once the page runs, and React's first commit waits for them (router.tsx). Its
// styles are in critical.css (the wizard's first step draws the same widget), and what it opens
// later (results, dialogs) loads the rest then.
const DashboardSearch = lazyComponent<object>(() => loadProviderTexts().then(() => ({ default: SearchWidget })));
export const preloadSearch = () => DashboardSearch.preload();

const ACTIONS = [
  {
    to: '/record-request/provider',
    title: 'startRecords',
    hint: 'recordsHint',
    icon: IconFileDownload,
    need: 'requests_make',
  },
  {
    to: '/form-request/provider',
    title: 'startForms',
    hint: 'formsHint',
    icon: IconClipboardList,
    need: 'requests_make',
  },
  { to: '/records-and-forms', title: 'track', hint: 'trackHint', icon: IconListSearch, need: 'requests_view' },
] as const;

/**
 * Home: greets the user, says what waits on them, starts a request, and finds a provider. A
 * caregiver is greeted by their own name (the profile is always the signed-in account's) and told
 * whom they act for; only what the grant allows is offered.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { data: home } = useHome();
  const grant = useGrant();
  const actions = ACTIONS.filter((a) => grant.can(a.need));
  return (
    <Stack>
      <PageTitle>
        {profile?.name ? t('common.dashboard.greeting', { name: profile.name }) : t('common.dashboard.greetingNoName')}
      </PageTitle>
      {grant.acting && (
        <Stack gap={4} data-testid="dashboard-acting">
          <Title order={2} size="h3">
            {t('common.acting.banner', { name: grant.patientName })}
          </Title>
          <Text>{t('common.acting.dashboardIntro', { name: grant.patientName })}</Text>
        </Stack>
      )}
      <HomeTodos home={home} />
      {/* It invites to request records or forms: said only to whom may. */}
      {grant.can('requests_make') && <Text>{t('common.dashboard.intro')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: actions.length || 1 }}>
        {actions.map(({ to, title, hint, icon: Icon }) => (
          <Card
            key={to}
            component={Link}
            to={to}
            withBorder
            padding="lg"
            radius="md"
            style={{ textDecoration: 'none' }}
          >
            <Icon size={32} aria-hidden="true" color="var(--mantine-color-teal-9)" />
            <Title order={2} size="h4" mt="sm">
              {t(`common.dashboard.${title}`)}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`common.dashboard.${hint}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {/* Finding a provider starts a request. */}
      {grant.can('requests_make') && (
        <Suspense fallback={<Busy />}>
          <DashboardSearch />
        </Suspense>
      )}
    </Stack>
  );
}
