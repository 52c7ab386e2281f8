import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Title } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { useForm, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SavedCard } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { getSetupIntent, useSaveCard } from '../api/cards';
import { BillingFields, type BillingValues } from './billing-fields';

/** Field errors in the theme's darker red: Mantine's default error red fails the contrast check. */
export const ERROR_COLOR = { ['--mantine-color-error' as string]: 'var(--mantine-color-red-9)' } as React.CSSProperties;

/** Thrown by a card confirmation the provider refused: its message goes under the form. */
export class CardSetupError extends Error {}

export interface CardFormProps<T extends BillingValues> {
  schema: z.ZodType<T, T>;
  defaults: T;
  /** The card fields of the mode (our inputs with the local gateway, Stripe Elements otherwise). */
  cardFields(p: {
    register: UseFormRegister<T>;
    errors: FieldErrors<T>;
    setValue: UseFormSetValue<T>;
  }): React.ReactNode;
  /** Confirms the setup intent with the card provider; answers the payment method id. */
  confirm(clientSecret: string, values: T): Promise<string>;
  onAdded(card: SavedCard): void;
  onCancel?(): void;
  notice?: React.ReactNode;
  labelledBy?: string;
}

/**
 * The add-card form: setup_payment_intent → confirm with the card provider → POST cards.
 * Field errors show at each field and again as a list under the form; the provider's refusal
 * shows under the form, other failures in an error alert (spec section 8).
 */
export function CardForm<T extends BillingValues>({
  schema,
  defaults,
  cardFields,
  confirm,
  onAdded,
  onCancel,
  notice,
  labelledBy,
}: CardFormProps<T>) {
  const { t } = useTranslation();
  const save = useSaveCard();
  const [setupError, setSetupError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<T>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as never,
    defaultValues: defaults as never,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const messages = [
    ...new Set(
      Object.values(errors)
        .map((e) => (e as { message?: string })?.message)
        .filter(Boolean),
    ),
  ] as string[];

  const submit = handleSubmit(async (values) => {
    setSetupError(null);
    setAlert(null);
    try {
      const { intent } = await getSetupIntent();
      const paymentMethodId = await confirm(intent.client_secret, values);
      const v = values;
      const res = await save.mutateAsync({
        payment_method_id: paymentMethodId,
        setup_intent_id: intent.id,
        name: v.name,
        address1: v.address1,
        address2: v.address2,
        state: v.state,
        city: v.city,
        zipCode: v.zipCode,
      });
      banner.success(res.message);
      onAdded(res.card);
    } catch (err) {
      if (err instanceof CardSetupError) setSetupError(err.message);
      else setAlert(err instanceof ApiError || err instanceof Error ? err.message : t('messages.serverError'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy ?? 'add-card-heading'} style={ERROR_COLOR}>
      <Stack gap="sm">
        {!labelledBy && (
          <Title order={2} size="h4" id="add-card-heading">
            {t('payments.form.heading')}
          </Title>
        )}
        {alert && (
          <Alert color="red.9" variant="light" role="alert" title={t('payments.remove.alertTitle')}>
            {alert}
          </Alert>
        )}
        {notice}
        <BillingFields register={register as never} errors={errors as never} />
        {cardFields({ register, errors, setValue })}
        {(messages.length > 0 || setupError) && (
          <Alert
            color="red.9"
            variant="light"
            role="alert"
            title={t('payments.form.errorsHeading')}
            data-testid="card-form-errors"
          >
            <List size="sm">
              {messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
              {setupError && <List.Item>{setupError}</List.Item>}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('payments.form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting}>
            {t('payments.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
