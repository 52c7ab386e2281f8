import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@portal/shared';

export interface BillingValues {
  name: string;
  address1: string;
  address2: string;
  state: string;
  city: string;
  zipCode: string;
}

/** Billing fields of the add-card form (spec section 5 "Card entry"). */
export function BillingFields<T extends BillingValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<BillingValues>;
  const e = errors as FieldErrors<BillingValues>;
  return (
    <>
      <TextInput
        label={t('payments.form.name')}
        required
        maxLength={25}
        autoComplete="cc-name"
        error={e.name?.message}
        {...reg('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('payments.form.address1')}
          required
          autoComplete="address-line1"
          error={e.address1?.message}
          {...reg('address1')}
        />
        <TextInput
          label={t('payments.form.address2')}
          maxLength={50}
          autoComplete="address-line2"
          error={e.address2?.message}
          {...reg('address2')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('payments.form.state')}
          required
          autoComplete="address-level1"
          data={[
            { value: '', label: t('payments.form.statePlaceholder') },
            ...US_STATES.map(([value, label]) => ({ value, label })),
          ]}
          error={e.state?.message}
          {...reg('state')}
        />
        <TextInput
          label={t('payments.form.city')}
          required
          maxLength={20}
          autoComplete="address-level2"
          error={e.city?.message}
          {...reg('city')}
        />
        <TextInput
          label={t('payments.form.zipCode')}
          required
          maxLength={6}
          inputMode="numeric"
          autoComplete="postal-code"
          error={e.zipCode?.message}
          {...reg('zipCode')}
        />
      </SimpleGrid>
    </>
  );
}
