import { useState } from 'react';
import { Alert, Box, Button, Group, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subscriptionConfirmFormSchema, type SubscriptionConfirmForm } from '@portal/shared';
import { CardPicker, useCards } from '../../payments';
import { banner } from '../../../lib/banners';
import { useSubscribe } from '../api/storage';
import { useSubscriptionPrice } from './price';

type Step = 'card' | 'initials' | 'confirm';
const STEPS: Step[] = ['card', 'initials', 'confirm'];

/**
 * Store & Share's steps after the offer (subscribe-flow.tsx): the card, the initials (letters and
 * spaces only) and the confirmation (needs both). A chunk of its own: the page's first screen is
 * the offer, and the card form loads when the patient takes it up.
 */
export default function SubscribeSteps() {
  const { t } = useTranslation();
  const price = useSubscriptionPrice();
  const [step, setStep] = useState<Step>('card');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const { data: cardsData } = useCards();
  const { control, register, handleSubmit, trigger, watch, formState } = useForm<SubscriptionConfirmForm>({
    resolver: zodResolver(subscriptionConfirmFormSchema) as never,
    defaultValues: { card_id: undefined as unknown as number, initials: '' },
    mode: 'onTouched',
  });
  const cardId = watch('card_id');
  const last4 = cardsData?.cards.find((c) => c.id === cardId)?.last4 ?? '';
  const e = formState.errors;

  const next = async (field: keyof SubscriptionConfirmForm, to: Step) => {
    if (await trigger(field)) setStep(to);
  };
  const submit = handleSubmit(async (v) => {
    setError(null);
    try {
      const res = await subscribe.mutateAsync({ card_id: v.card_id, initials: v.initials.trim() });
      banner.success(res.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('messages.serverError'));
    }
  });

  // A section, not a form: the card step holds the add-card form, and a form inside a form made
  // the browser submit the page itself when a new card was saved (the flow started over, unsubscribed).
  return (
    <Box
      component="section"
      aria-labelledby="subscribe-heading"
      style={{ ['--mantine-color-error' as string]: 'var(--mantine-color-red-9)' }}
    >
      <Title order={2} size="h3" id="subscribe-heading" mb="sm">
        {t('subscription.title')}
      </Title>
      <Stepper active={STEPS.indexOf(step)} size="sm" mb="md" allowNextStepsSelect={false}>
        <Stepper.Step label={t('subscription.steps.card')} />
        <Stepper.Step label={t('subscription.steps.initials')} />
        <Stepper.Step label={t('subscription.steps.confirm')} />
      </Stepper>
      {error && (
        <Alert color="red.9" variant="light" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      {step === 'card' && (
        <Stack>
          <Text fw={600}>{t('subscription.card.heading')}</Text>
          <Controller
            control={control}
            name="card_id"
            render={({ field }) => (
              <CardPicker value={field.value ?? null} onChange={(id) => field.onChange(id ?? undefined)} />
            )}
          />
          {e.card_id && (
            <Text c="red.9" role="alert">
              {t('messages.selectCardFirst')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={() => next('card_id', 'initials')}>{t('subscription.card.next')}</Button>
          </Group>
        </Stack>
      )}
      {step === 'initials' && (
        <Stack>
          <Text fw={600}>{t('subscription.initials.heading')}</Text>
          <Text>{t('subscription.initials.agreement', { price })}</Text>
          <TextInput
            label={t('subscription.initials.label')}
            required
            maxLength={20}
            autoComplete="off"
            error={e.initials?.message}
            {...register('initials')}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep('card')}>
              {t('subscription.confirm.back')}
            </Button>
            <Button onClick={() => next('initials', 'confirm')}>{t('subscription.initials.next')}</Button>
          </Group>
        </Stack>
      )}
      {step === 'confirm' && (
        <Stack>
          <Text fw={600}>{t('subscription.confirm.heading')}</Text>
          <Text data-testid="subscription-summary">{t('subscription.confirm.summary', { price, last4 })}</Text>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep('initials')}>
              {t('subscription.confirm.back')}
            </Button>
            <Button
              onClick={() => void submit()}
              loading={subscribe.isPending}
              disabled={!cardId || !watch('initials')?.trim()}
            >
              {t('subscription.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Box>
  );
}
