import { useMemo } from 'react';
import { Input, Paper } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { addCardFormStripeSchema } from '@portal/shared';
import type { AddCardFormProps } from './add-card-form';
import type { BillingValues } from './billing-fields';
import { CardForm, CardSetupError } from './card-form';

const defaults: BillingValues = { name: '', address1: '', address2: '', state: '', city: '', zipCode: '' };

/**
 * With Stripe configured the card number, expiry and CVC are typed into Stripe Elements (an iframe
 * served by Stripe) and confirmed with Stripe directly: they never reach our server. Loaded only
 * when a publishable key is configured.
 */
export default function StripeAddCardForm({ publishableKey, ...props }: AddCardFormProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <Inner {...props} />
    </Elements>
  );
}

function Inner(props: AddCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const confirm = async (clientSecret: string, v: BillingValues) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new CardSetupError(t('messages.serverError'));
    const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
      payment_method: {
        card,
        billing_details: {
          name: v.name,
          address: {
            line1: v.address1,
            line2: v.address2 || undefined,
            city: v.city,
            state: v.state,
            postal_code: v.zipCode,
            country: 'US',
          },
        },
      },
    });
    if (error || !setupIntent?.payment_method)
      throw new CardSetupError(error?.message ?? t('payments.messages.declined'));
    return typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method.id;
  };
  return (
    <CardForm<BillingValues>
      schema={addCardFormStripeSchema as never}
      defaults={defaults}
      confirm={confirm}
      cardFields={() => (
        <Input.Wrapper label={t('payments.form.stripeCard')} required>
          <Paper withBorder p="sm">
            <CardElement options={{ hidePostalCode: true }} />
          </Paper>
        </Input.Wrapper>
      )}
      {...props}
    />
  );
}
