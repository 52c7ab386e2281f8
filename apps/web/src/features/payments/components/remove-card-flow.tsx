import { useState } from 'react';
import { Button, Group, List, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { linkedRequests, useMoveRequests, useRemoveCard } from '../api/cards';

type Step = { kind: 'idle' } | { kind: 'move'; rids: string[] } | { kind: 'confirm' };

export interface RemoveCardFlow {
  start(card: SavedCard): Promise<void>;
  modals: React.ReactNode;
  busy: boolean;
}

/**
 * Card removal (spec section 4): the subscription's card is refused with the spec's alert; a card
 * open requests use first moves them (update-payment-method modal); then a delete confirmation.
 */
export function useRemoveCardFlow(cards: SavedCard[], onAlert: (message: string | null) => void): RemoveCardFlow {
  const { t } = useTranslation();
  const [card, setCard] = useState<SavedCard | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const move = useMoveRequests();
  const remove = useRemoveCard();
  const others = cards.filter((c) => c.id !== card?.id);
  const close = () => setStep({ kind: 'idle' });

  async function start(c: SavedCard) {
    onAlert(null);
    if (c.is_subscription_card) return onAlert(t('payments.messages.cardUsedBySubscription'));
    setCard(c);
    setChecking(true);
    try {
      const { data } = await linkedRequests(c.card_id);
      if (data.length) {
        const fallback = cards.find((x) => x.id !== c.id && x.is_default) ?? cards.find((x) => x.id !== c.id);
        setChoices(Object.fromEntries(data.map((rid) => [rid, fallback ? String(fallback.id) : ''])));
        setStep({ kind: 'move', rids: data });
      } else {
        setStep({ kind: 'confirm' });
      }
    } catch (err) {
      onAlert(err instanceof Error ? err.message : t('messages.serverError'));
    } finally {
      setChecking(false);
    }
  }

  async function saveMoves(rids: string[]) {
    try {
      const res = await move.mutateAsync(rids.map((rid) => ({ request_rid: rid, card_id: Number(choices[rid]) })));
      banner.success(res.message);
      setStep({ kind: 'confirm' });
    } catch (err) {
      close();
      onAlert(err instanceof ApiError ? err.message : t('messages.serverError'));
    }
  }

  async function confirmDelete() {
    if (!card) return;
    try {
      const res = await remove.mutateAsync(card.card_id);
      banner.success(res.message);
    } catch (err) {
      onAlert(err instanceof Error ? err.message : t('messages.serverError'));
    } finally {
      close();
    }
  }

  const last4 = card?.last4 ?? '';
  const modals = (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
        opened={step.kind === 'move'}
        onClose={close}
        title={t('payments.remove.moveTitle')}
        centered
        size="lg"
      >
        {step.kind === 'move' && (
          <Stack>
            <Text>{t('payments.remove.moveBody', { last4 })}</Text>
            {others.length === 0 ? (
              <Text c="red.9" role="alert">
                {t('payments.remove.noOtherCard')}
              </Text>
            ) : (
              <List listStyleType="none" spacing="sm">
                {step.rids.map((rid) => (
                  <List.Item key={rid}>
                    <NativeSelect
                      label={t('payments.remove.newCard', { rid })}
                      value={choices[rid] ?? ''}
                      onChange={(e) => setChoices((c) => ({ ...c, [rid]: e.currentTarget.value }))}
                      data={others.map((o) => ({
                        value: String(o.id),
                        label: t('payments.tile.label', {
                          brand: t(`payments.brands.${o.brand}`, { defaultValue: o.brand }),
                          last4: o.last4,
                        }),
                      }))}
                    />
                  </List.Item>
                ))}
              </List>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('payments.remove.cancel')}
              </Button>
              <Button onClick={() => saveMoves(step.rids)} loading={move.isPending} disabled={others.length === 0}>
                {t('payments.remove.update')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
        opened={step.kind === 'confirm'}
        onClose={close}
        title={t('payments.remove.confirmTitle')}
        centered
      >
        <Text mb="md">{t('payments.remove.confirmBody', { last4 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('payments.remove.cancel')}
          </Button>
          <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
            {t('payments.remove.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
  return { start, modals, busy: checking || move.isPending || remove.isPending };
}
