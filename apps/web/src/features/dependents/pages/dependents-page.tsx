import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dependent } from '@portal/shared';
import { PageTitle } from '../../../lib/components/page-title';
import { useDependents } from '../api/dependents';
import { Busy } from '../../../lib/components/busy';

function DependentCard({ d }: { d: Dependent }) {
  const { t } = useTranslation();
  const name = [d.first_name, d.middle_name, d.last_name].filter(Boolean).join(' ');
  return (
    <Card withBorder radius="md" padding="md" data-testid="dependent-card">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {name}
        </Title>
        <Text size="sm">
          {t('dependents.fields.birthday')}: {d.dob} · {t('dependents.fields.age')}:{' '}
          {t('dependents.ageYears', { count: d.age })}
        </Text>
        {d.relation && (
          <Text size="sm">
            {t('dependents.fields.relation')}: {t(`dependents.relationOptions.${d.relation}`)}
          </Text>
        )}
        <Group mt="sm" gap="xs">
          <Button
            component={Link}
            to={`/dependents/${d.id}/timeline`}
            size="xs"
            aria-label={`${t('dependents.viewTimeline')}: ${name}`}
          >
            {t('dependents.viewTimeline')}
          </Button>
          <Button
            component={Link}
            to={`/dependents/${d.id}/details`}
            size="xs"
            variant="outline"
            aria-label={`${t('dependents.edit')}: ${name}`}
          >
            {t('dependents.edit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /dependents: the list (spec section 2), with 'No dependent found' when there is none. */
export default function DependentsPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useDependents();
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('dependents.title')}</PageTitle>
        <Button component={Link} to="/dependents/add" leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('dependents.add')}
        </Button>
      </Group>
      {isLoading && <Busy size="sm" />}
      {isError && (
        <Alert color="red.9" variant="light" role="alert">
          {t('dependents.loadFailed')}
        </Alert>
      )}
      {data?.length === 0 && <Text data-testid="dependents-empty">{t('messages.noDependentFound')}</Text>}
      {data && data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.map((d) => (
            <DependentCard key={d.id} d={d} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
