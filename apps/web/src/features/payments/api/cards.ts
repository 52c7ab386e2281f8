import { apiPath } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard, SetupIntentStatus } from '@portal/shared';
import { api } from '../../../lib/api';

export const cardKeys = {
  all: ['cards'] as const,
  linked: (pmId: string) => ['cards', 'linked', pmId] as const,
};

export interface CardsResponse {
  cards: SavedCard[];
  limit: number;
}

export function useCards() {
  // Fresh for a moment: a page's parts drawn after its first screen (a card picker, the payment
  // methods) use the answer just read instead of asking again; every card write invalidates it.
  return useQuery({
    queryKey: cardKeys.all,
    queryFn: () => api<CardsResponse>(apiPath('listCards')),
    staleTime: 5_000,
  });
}

export interface SetupIntentResponse {
  intent: { id: string; client_secret: string };
  gateway: 'local' | 'stripe';
  publishable_key: string | null;
}

export const getSetupIntent = () => api<SetupIntentResponse>(apiPath('createSetupIntent'));

/** The local gateway's stand-in for Stripe.js confirmCardSetup (only used without Stripe keys). */
export const confirmLocalSetup = (body: {
  client_secret: string;
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
}) => api<SetupIntentStatus>(apiPath('localGatewayConfirmSetup'), { method: 'POST', body });

export const authenticateLocalSetup = (client_secret: string, success: boolean) =>
  api<SetupIntentStatus>(apiPath('localGatewayAuthenticateSetup'), {
    method: 'POST',
    body: { client_secret, success },
  });

export interface SaveCardInput {
  payment_method_id: string;
  setup_intent_id: string;
  name: string;
  address1: string;
  address2?: string;
  state: string;
  city: string;
  zipCode: string;
}

export function useSaveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCardInput) =>
      api<{ message: string; card: SavedCard }>(apiPath('addCard'), { method: 'POST', body }),
    onSuccess: ({ card }) => {
      // The new card is in the cached list at once: a picker shown next (the wizard's payment step,
      // whose list is not being watched meanwhile) must not find its value missing and fall back
      // to the default card before the refetch lands.
      qc.setQueryData<CardsResponse>(cardKeys.all, (old) =>
        old ? { ...old, cards: [...old.cards.filter((c) => c.id !== card.id), card] } : old,
      );
      return qc.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
}

export function useMakeDefault() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<CardsResponse & { message: string }>(apiPath('setDefaultCard', { id }), { method: 'PATCH' }),
    onSuccess: (data) => qc.setQueryData(cardKeys.all, { cards: data.cards, limit: data.limit }),
  });
}

export const linkedRequests = (pmId: string) =>
  api<{ message: string; data: string[] }>(apiPath('listRequestsByCard'), { query: { pm_id: pmId } });

export function useMoveRequests() {
  return useMutation({
    mutationFn: (card_updates: Array<{ request_rid: string; card_id: number }>) =>
      api<{ message: string }>(apiPath('moveRequestsToCard'), { method: 'PATCH', body: { card_updates } }),
  });
}

export function useRemoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pmId: string) =>
      api<{ message: string }>(apiPath('removeCard'), { method: 'DELETE', query: { pm_id: pmId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
