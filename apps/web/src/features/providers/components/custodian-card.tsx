import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CustodianSummary } from '@portal/shared';
import { banner } from '../../../lib/banners';
import { useToggleFavorite } from '../api/directory-writes';
import { specialtyLabel } from '../../../lib/directory-labels';
import { useGrant } from '../../../lib/grant';
import { addressLine } from './address-line';

/** One provider in a list: name, address, specialties, favorite star and a select action. */
export function CustodianCard({
  custodian: c,
  onSelect,
  selectLabel,
}: {
  custodian: CustodianSummary;
  onSelect?(c: CustodianSummary): void;
  selectLabel?: string;
}) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const fav = c.is_favorite;
  const favLabel = t(fav ? 'providers.search.removeFavorite' : 'providers.search.addFavorite', { name: c.name });
  // Favorites are the account holder's own list: not offered to a caregiver acting for them.
  const mayFavor = useGrant().can('own');
  return (
    <Card withBorder padding="sm" radius="md" component="li" data-testid="custodian-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{c.name}</Text>
          <Text size="sm" c="dimmed">
            {/* Isolated: right to left, the street number would otherwise move to the line's end. */}
            <bdi>{addressLine(c)}</bdi>
          </Text>
          <Group gap={6} mt={4}>
            {c.specialty.slice(0, 3).map((s) => (
              <Badge key={s} variant="outline" color="teal.9" size="sm">
                {specialtyLabel(s)}
              </Badge>
            ))}
            {c.distance_miles !== undefined && (
              <Text size="sm" c="dimmed">
                {t('providers.search.milesAway', { miles: c.distance_miles })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {mayFavor && (
            <Tooltip label={favLabel} closeDelay={LIMITS.tooltipHideDelayMs}>
              <ActionIcon
                variant="subtle"
                color="yellow.9"
                size="lg"
                aria-label={favLabel}
                aria-pressed={fav}
                loading={toggle.isPending}
                onClick={() =>
                  toggle.mutate(
                    { id: c.id, favorite: !fav },
                    {
                      onSuccess: (r) => banner.success(r.message),
                      onError: (e) => banner.error(e.message),
                    },
                  )
                }
              >
                {fav ? <IconStarFilled size={20} aria-hidden="true" /> : <IconStar size={20} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          )}
          {onSelect && (
            <Button
              size="sm"
              onClick={() => onSelect(c)}
              aria-label={t('providers.search.selectNamed', { name: c.name })}
            >
              {selectLabel ?? t('providers.search.select')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
