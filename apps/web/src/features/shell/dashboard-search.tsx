import { Suspense, useState } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustodianSummary } from '@portal/shared';
import { LazySelectRequestTypeModal, ProviderSearch } from '../providers';

/**
 * The dashboard's provider search (loaded after the page itself): picking a provider asks what
 * to request and starts that wizard with the provider chosen, as from Favorites.
 */
export default function DashboardSearch() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<CustodianSummary | null>(null);
  // The dialog loads with the first pick, then stays mounted (closing animates, returns focus).
  const [everPicked, setEverPicked] = useState(false);
  if (picked && !everPicked) setEverPicked(true);
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby="dashboard-find-heading"
      // The type-ahead's list may reach past the card's bottom edge (a Card clips by default).
      style={{ overflow: 'visible' }}
    >
      <Title order={2} size="h4" id="dashboard-find-heading">
        {t('common.dashboard.find')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('common.dashboard.findHint')}
      </Text>
      <ProviderSearch onSelect={setPicked} />
      {everPicked && (
        <Suspense fallback={null}>
          <LazySelectRequestTypeModal custodian={picked} onClose={() => setPicked(null)} />
        </Suspense>
      )}
    </Card>
  );
}
