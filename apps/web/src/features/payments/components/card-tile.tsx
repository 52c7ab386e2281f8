import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeBrand, type SavedCard } from '@portal/shared';
import { BrandImage } from './brand-image';

export interface CardTileProps {
  card: SavedCard;
  /** Picker mode: the tile is a radio of a group. */
  selectable?: boolean;
  onMakeDefault?(): void;
  onRemove?(): void;
  busy?: boolean;
}

/** A saved card: brand image, last4, expiry, billing name; default and remove actions. */
export function CardTile({ card, selectable, onMakeDefault, onRemove, busy }: CardTileProps) {
  const { t } = useTranslation();
  const brand = t(`payments.brands.${normalizeBrand(card.brand)}`);
  const label = t('payments.tile.label', { brand, last4: card.last4 });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="card-tile" data-card-id={card.id}>
      {/* The badges wrap under the card on a phone instead of pushing the page wider (375 px). */}
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <Group wrap="nowrap" gap="sm" miw={0}>
          {selectable && (
            <Radio value={String(card.id)} aria-label={t('payments.tile.select', { last4: card.last4 })} />
          )}
          <BrandImage brand={card.brand} label={brand} />
          <Stack gap={0} miw={0}>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {card.name} ·{' '}
              {t('payments.tile.expires', {
                month: String(card.exp_month).padStart(2, '0'),
                year: String(card.exp_year).slice(-2),
              })}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="wrap">
          {card.is_default && (
            <Badge color="teal.9" variant="filled">
              {t('payments.tile.default')}
            </Badge>
          )}
          {card.is_subscription_card && (
            <Badge color="blue.9" variant="filled">
              {t('payments.tile.subscriptionCard')}
            </Badge>
          )}
        </Group>
      </Group>
      {(onMakeDefault || onRemove) && (
        <Group mt="xs" gap="xs">
          {onMakeDefault && !card.is_default && (
            <Button
              size="xs"
              variant="default"
              onClick={onMakeDefault}
              disabled={busy}
              aria-label={`${t('payments.tile.makeDefault')}: ${label}`}
            >
              {t('payments.tile.makeDefault')}
            </Button>
          )}
          {onRemove && (
            <Button
              size="xs"
              variant="default"
              c="red.9"
              onClick={onRemove}
              disabled={busy}
              aria-label={t('payments.tile.removeNamed', { last4: card.last4 })}
            >
              {t('payments.tile.remove')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
