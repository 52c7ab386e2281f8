import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CustodianDetail, CustodianSummary } from '@portal/shared';
import { PageTitle } from '../../../lib/components/page-title';
import { useCustodianByUrl } from '../api/custodians';
import { addressLine } from '../components/address-line';
import { serviceLevelLabel, specialtyLabel } from '../../../lib/directory-labels';
import { Busy } from '../../../lib/components/busy';

/** The wire summary of a detail: what the wizards take as router state `{ custodian }`. */
function summaryOf(d: CustodianDetail): CustodianSummary {
  const {
    id,
    name,
    address1,
    address2,
    city,
    state,
    zipcode,
    location_name,
    specialty,
    service_level,
    is_favorite,
    url_id,
    accepts_forms,
    latitude,
    longitude,
  } = d;
  return {
    id,
    name,
    address1,
    address2,
    city,
    state,
    zipcode,
    location_name,
    specialty,
    service_level,
    is_favorite,
    url_id,
    accepts_forms,
    latitude,
    longitude,
  };
}

/** Provider landing /l/{urlId} and /l/{urlId}/medical-records: who they are and a way in to either wizard. */
export default function ProviderLandingPage() {
  const { t } = useTranslation();
  const { urlId } = useParams();
  const navigate = useNavigate();
  // /l/{urlId}/medical-records is the records-only entry.
  const recordsOnly = useLocation().pathname.endsWith('/medical-records');
  const { data: c, isLoading, error } = useCustodianByUrl(urlId);
  if (isLoading) return <Busy />;
  if (error || !c)
    return (
      <Alert color="red.9" variant="outline" role="alert">
        {error?.message}
      </Alert>
    );
  const start = (path: string) => navigate(path, { state: { custodian: summaryOf(c) } });
  const locations = c.location_name.length ? c.location_name : [c.name];
  return (
    <Stack gap="md" maw={860}>
      <PageTitle mb={0}>{c.name}</PageTitle>
      {/* The provider's own words, as written (English): marked so that a screen reader reads them as English. */}
      {c.description && (
        <Text lang="en" dir="auto">
          {c.description}
        </Text>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h5">
              {t('providers.landing.address')}
            </Title>
            <Text>
              <bdi>{addressLine(c)}</bdi>
            </Text>
          </div>
          <Group gap="xl" style={{ rowGap: 4 }}>
            {c.phone && (
              <Text>
                <Text span fw={600}>
                  {t('providers.landing.phone')}:
                </Text>{' '}
                {c.phone}
              </Text>
            )}
            {c.fax && (
              <Text>
                <Text span fw={600}>
                  {t('providers.landing.fax')}:
                </Text>{' '}
                {c.fax}
              </Text>
            )}
            {c.service_level && (
              <Text>
                <Text span fw={600}>
                  {t('providers.landing.serviceLevel')}:
                </Text>{' '}
                {serviceLevelLabel(c.service_level)}
              </Text>
            )}
          </Group>
          <div>
            <Title order={2} size="h5">
              {t('providers.landing.locations')}
            </Title>
            <List size="sm">
              {locations.map((l) => (
                <List.Item key={l}>{l}</List.Item>
              ))}
            </List>
          </div>
          {c.specialty.length > 0 && (
            <div>
              <Title order={2} size="h5" mb={4}>
                {t('providers.landing.specialties')}
              </Title>
              <Group gap={6}>
                {c.specialty.map((s) => (
                  <Badge key={s} variant="outline" color="teal.9">
                    {specialtyLabel(s)}
                  </Badge>
                ))}
              </Group>
            </div>
          )}
        </Stack>
      </Card>
      <Title order={2} size="h4">
        {t('providers.landing.canRequest')}
      </Title>
      <Group>
        <Button
          leftSection={<IconFileDownload size={18} aria-hidden="true" />}
          onClick={() => start('/record-request/patient')}
        >
          {t('providers.landing.startRecords')}
        </Button>
        {c.accepts_forms && !recordsOnly && (
          <Button
            variant="outline"
            leftSection={<IconClipboardList size={18} aria-hidden="true" />}
            onClick={() => start('/form-request/patient')}
          >
            {t('providers.landing.startForms')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
