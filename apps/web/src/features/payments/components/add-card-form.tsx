import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addCardFormSchema, formatCardNumber, formatCvc, formatExpiry, type SavedCard } from '@portal/shared';
import { useClientConfig } from '../../../lib/config';
import { authenticateLocalSetup, confirmLocalSetup } from '../api/cards';
import { CardForm, CardSetupError } from './card-form';
import { Busy } from '../../../lib/components/busy';

const StripeAddCardForm = lazy(() => import('./stripe-add-card-form'));

export interface AddCardFormProps {
  onAdded(card: SavedCard): void;
  onCancel?(): void;
  /** The id of a heading already naming the form (the wizard's step title): no second heading. */
  labelledBy?: string;
}

/** Stripe Elements when Stripe is configured (card data goes to Stripe only), else the local gateway. */
export function AddCardForm(props: AddCardFormProps) {
  const { stripe_publishable_key } = useClientConfig();
  if (stripe_publishable_key) {
    return (
      <Suspense fallback={<Busy size="sm" />}>
        <StripeAddCardForm publishableKey={stripe_publishable_key} {...props} />
      </Suspense>
    );
  }
  return <LocalAddCardForm {...props} />;
}

type LocalValues = {
  name: string;
  address1: string;
  address2: string;
  state: string;
  city: string;
  zipCode: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
};
const defaults: LocalValues = {
  name: '',
  address1: '',
  address2: '',
  state: '',
  city: '',
  zipCode: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
};

/**
 * The local (test-mode) gateway: the card goes to its tokenization endpoint, which keeps only
 * brand, last4 and expiry. A card that needs authentication opens a challenge, as Stripe's does.
 */
function LocalAddCardForm(props: AddCardFormProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState(false);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const confirm = async (clientSecret: string, v: LocalValues) => {
    const [mm, yy] = v.expiry.split('/');
    let res = await confirmLocalSetup({
      client_secret: clientSecret,
      card: { number: v.cardNumber.replace(/\s/g, ''), exp_month: Number(mm), exp_year: 2000 + Number(yy), cvc: v.cvv },
    });
    if (res.status === 'requires_action') {
      setChallenge(true);
      const ok = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
      });
      setChallenge(false);
      res = await authenticateLocalSetup(clientSecret, ok);
    }
    if (res.status !== 'succeeded' || !res.payment_method)
      throw new CardSetupError(res.last_error ?? t('payments.messages.declined'));
    return res.payment_method;
  };

  return (
    <>
      <CardForm<LocalValues>
        schema={addCardFormSchema as never}
        defaults={defaults}
        confirm={confirm}
        notice={
          <Text size="sm" c="dimmed">
            {t('payments.form.localNotice')}
          </Text>
        }
        cardFields={({ register, errors, setValue }) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('payments.form.cardNumber')}
              required
              maxLength={19}
              inputMode="numeric"
              autoComplete="cc-number"
              error={errors.cardNumber?.message}
              {...register('cardNumber', { onChange: (e) => setValue('cardNumber', formatCardNumber(e.target.value)) })}
            />
            <TextInput
              label={t('payments.form.expiry')}
              required
              maxLength={5}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('common.cardExpiryFormat')}
              error={errors.expiry?.message}
              {...register('expiry', { onChange: (e) => setValue('expiry', formatExpiry(e.target.value)) })}
            />
            <TextInput
              label={t('payments.form.cvv')}
              required
              maxLength={4}
              inputMode="numeric"
              autoComplete="cc-csc"
              error={errors.cvv?.message}
              {...register('cvv', { onChange: (e) => setValue('cvv', formatCvc(e.target.value)) })}
            />
          </SimpleGrid>
        )}
        {...props}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
        opened={challenge}
        onClose={() => answer.current?.(false)}
        title={t('payments.authenticate.title')}
        centered
      >
        <Text mb="md">{t('payments.authenticate.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer.current?.(false)}>
            {t('payments.authenticate.fail')}
          </Button>
          <Button onClick={() => answer.current?.(true)}>{t('payments.authenticate.complete')}</Button>
        </Group>
      </Modal>
    </>
  );
}
