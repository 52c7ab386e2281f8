import { useEffect, useState } from 'react';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { zodResolver } from '../../../../lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paymentStepSchema } from '@portal/shared';
import { banner } from '../../../../lib/banners';
import { CardPicker } from '../../../payments';
import { CheckInstructions, useCosts } from '../cost-summary';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';
import { useGrant } from '../../../../lib/grant';

interface PaymentValues {
  method: 'card' | 'check';
  cardId: number | null;
}

/** Step 9: a saved card or a check. Without a card: 'Please select card first'. */
export function PaymentStep() {
  const { t } = useTranslation();
  const { state, dispatch, go } = useWizard();
  const [touched, setTouched] = useState(false);
  // A caregiver without payments cannot use the patient's cards: the card choice stays, disabled
  // with the reason (clearer than a lone check option), and the check is chosen.
  const grant = useGrant();
  const mayPay = grant.can('payments');
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentStepSchema),
    defaultValues: {
      method: state.paymentMethod === 'check' || !mayPay ? 'check' : 'card',
      cardId: mayPay ? state.payment : null,
    },
  });
  const method = form.watch('method');
  const cardId = form.watch('cardId');
  // A card chosen or just added (or a check) answers 'Please select card first': the banner goes.
  useEffect(() => {
    if (cardId || method === 'check') banner.clear(t('messages.selectCardFirst'));
  }, [cardId, method, t]);
  const onSubmit = form.handleSubmit(
    (v) => {
      dispatch(
        v.method === 'check'
          ? { type: 'paymentMethod', method: 'check' }
          : { type: 'paymentMethod', method: 'card', cardId: v.cardId },
      );
      go('confirm');
    },
    (errors) => {
      setTouched(true);
      if (errors.cardId) banner.error(t('messages.selectCardFirst'));
    },
  );
  const cardError = touched ? form.formState.errors.cardId?.message : undefined;
  return (
    <form id="payment-form" onSubmit={onSubmit} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Radio.Group {...field} label={t('wizard.payment.legend')} withAsterisk>
              <Stack mt="xs" gap="xs">
                <Radio
                  value="card"
                  label={t('wizard.payment.card')}
                  disabled={!mayPay}
                  description={mayPay ? undefined : grant.why('payments')}
                />
                <Radio value="check" label={t('wizard.payment.check')} description={t('wizard.payment.checkHint')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {method === 'card' && mayPay && (
          <>
            <Controller
              control={form.control}
              name="cardId"
              // Adding a card is the add-payment step (spec section 2), with the picker's ten-card check.
              render={({ field }) => (
                <CardPicker value={field.value} onChange={(id) => field.onChange(id)} onAdd={() => go('add-payment')} />
              )}
            />
          </>
        )}
        {method === 'check' && <CheckForPayment />}
        {cardError && (
          <Alert color="red.9" role="alert">
            <Text size="sm">{cardError}</Text>
          </Alert>
        )}
      </Stack>
      <StepActions route="payment" form="payment-form" />
    </form>
  );
}

/** The check's payee, address and amount, shown as soon as Check is chosen. */
function CheckForPayment() {
  const { fees, total } = useCosts();
  if (!fees || fees.freePricing) return null;
  return <CheckInstructions amountCents={total} />;
}
