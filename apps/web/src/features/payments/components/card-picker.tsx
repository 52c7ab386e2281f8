import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared';
import { useCards } from '../api/cards';
import { AddCardForm } from './add-card-form';
import { CardTile } from './card-tile';
import { Busy } from '../../../lib/components/busy';

export interface CardPickerProps {
  value: number | null;
  onChange(cardId: number | null): void;
  /** Adds a card elsewhere (the wizard's add-payment step) instead of the form in place. */
  onAdd?(): void;
}

/** Saved cards as a radio group of tiles (the default preselected) with "Add card" (ten-card limit). */
export function CardPicker({ value, onChange, onAdd }: CardPickerProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useCards();
  const [adding, setAdding] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const cards = useMemo(() => data?.cards ?? [], [data]);
  const limit = data?.limit ?? LIMITS.cardLimit;

  useEffect(() => {
    if (value === null || !cards.some((c) => c.id === value)) {
      const d = cards.find((c) => c.is_default) ?? cards[0];
      if (d && d.id !== value) onChange(d.id);
    }
  }, [cards, value, onChange]);

  // A named spinner is a status: a bare span may not carry aria-label (axe aria-prohibited-attr).
  if (isLoading) return <Busy size="sm" label={t('payments.methods.loading')} />;
  return (
    <Stack gap="sm">
      {alert && (
        <Alert color="red.9" variant="light" role="alert" title={t('payments.remove.alertTitle')}>
          {alert}
        </Alert>
      )}
      {cards.length === 0 && <Text c="dimmed">{t('payments.methods.empty')}</Text>}
      {cards.length > 0 && (
        <Radio.Group
          value={value === null ? '' : String(value)}
          onChange={(v) => onChange(v ? Number(v) : null)}
          label={t('payments.methods.heading')}
        >
          <Stack gap="xs" mt="xs">
            {cards.map((c) => (
              <CardTile key={c.id} card={c} selectable />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {adding ? (
        <Paper withBorder p="md" radius="md">
          <AddCardForm
            onAdded={(c) => {
              setAdding(false);
              onChange(c.id);
            }}
            onCancel={() => setAdding(false)}
          />
        </Paper>
      ) : (
        <Group>
          <Button
            variant="default"
            onClick={() =>
              cards.length >= limit ? setAlert(t('payments.messages.cardLimit')) : onAdd ? onAdd() : setAdding(true)
            }
          >
            {t('payments.methods.addCard')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
