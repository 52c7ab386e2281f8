import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared';
import { maskUsPhone } from './phone-mask';
import { StateSelect } from './state-select';

/** The fields the Suggest and Advanced Search forms share: both take the spec's masks and rules. */
export interface ProviderFormValues {
  name: string;
  address1?: string;
  city: string;
  state: string;
  fax?: string;
  phone?: string | null;
  zipcode?: string | null;
}

export function ProviderFormFields({
  register,
  control,
  errors,
  labels,
  faxRequired,
  withAddress,
}: {
  register: UseFormRegister<ProviderFormValues>;
  control: Control<ProviderFormValues>;
  errors: FieldErrors<ProviderFormValues>;
  labels: 'suggestForm' | 'advanced';
  faxRequired: boolean;
  withAddress: boolean;
}) {
  const { t } = useTranslation();
  const l = (k: string) => t(`providers.${labels}.${k}`);
  const err = (k: keyof ProviderFormValues) => errors[k]?.message;
  const masked = (name: 'fax' | 'phone', label: string, required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          withAsterisk={required}
          placeholder="+1 999-999-9999"
          inputMode="tel"
          autoComplete="off"
          value={field.value ?? ''}
          onChange={(e) => field.onChange(maskUsPhone(e.currentTarget.value))}
          onBlur={field.onBlur}
          error={err(name)}
        />
      )}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={l('name')} withAsterisk {...register('name')} error={err('name')} data-autofocus />
      {withAddress && <TextInput label={l('address1')} {...register('address1')} error={err('address1')} />}
      <TextInput label={l('city')} withAsterisk {...register('city')} error={err('city')} />
      <StateSelect label={l('state')} withAsterisk {...register('state')} error={err('state')} />
      {masked('fax', l('fax'), faxRequired)}
      {masked('phone', l('phone'), false)}
      <TextInput
        label={l('zip')}
        maxLength={LIMITS.zipMax}
        inputMode="numeric"
        {...register('zipcode')}
        error={err('zipcode')}
      />
    </SimpleGrid>
  );
}
