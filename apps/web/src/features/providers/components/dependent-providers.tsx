import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustodianSummary } from '@portal/shared';
import { useCustodianSearch } from '../api/search';
import { CustodianCard } from './custodian-card';

/**
 * Searching for a dependent: the providers already used for them (the dependent-scoped
 * custodian_list) come first, so a repeat request is one click.
 */
export function DependentProviders({
  dependentId,
  isFormRequest,
  onSelect,
}: {
  dependentId: number;
  isFormRequest: boolean;
  onSelect(c: CustodianSummary): void;
}) {
  const { t } = useTranslation();
  const list = useCustodianSearch({}, isFormRequest, dependentId);
  const items = list.data?.pages[0]?.custodians ?? [];
  if (!items.length) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} id="dependent-providers-heading">
        {t('providers.search.usedForPatient')}
      </Text>
      <Stack
        component="ul"
        gap="xs"
        aria-labelledby="dependent-providers-heading"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.slice(0, 3).map((c) => (
          <CustodianCard key={c.id} custodian={c} onSelect={onSelect} />
        ))}
      </Stack>
    </Stack>
  );
}
