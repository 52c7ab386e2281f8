import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '../api/search';

/** Nearby: the browser's location when the user allows it, else a ZIP code. */
export function NearbySearch({ onSearch }: { onSearch(nearby: NonNullable<SearchCriteria['nearby']>): void }) {
  const { t } = useTranslation();
  const [zip, setZip] = useState('');
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) return setDenied(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setDenied(false);
        onSearch({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      () => {
        setLocating(false);
        setDenied(true);
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const zipOk = /^\d{5}$/.test(zip);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (zipOk) onSearch({ zipcode: zip });
      }}
      aria-label={t('providers.search.nearbyHeading')}
    >
      <Group align="flex-end" gap="sm">
        <Button
          variant="outline"
          color="teal.9"
          leftSection={<IconCurrentLocation size={18} aria-hidden="true" />}
          loading={locating}
          onClick={locate}
        >
          {t('providers.search.useLocation')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('providers.search.orZip')}
        </Text>
        <TextInput
          label={t('providers.search.zip')}
          value={zip}
          maxLength={5}
          inputMode="numeric"
          w={120}
          onChange={(e) => setZip(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="default" disabled={!zipOk}>
          {t('providers.search.zipSearch')}
        </Button>
      </Group>
      {denied && (
        <Text size="sm" c="red.9" mt={4} role="alert">
          {t('providers.search.locationDenied')}
        </Text>
      )}
    </form>
  );
}
