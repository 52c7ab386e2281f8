import { Button, Group, Modal } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { advancedSearchSchema } from '@portal/shared';
import type { SearchCriteria } from '../api/search';
import { ProviderFormFields, type ProviderFormValues } from './provider-form-fields';

/** Advanced Search: organization name, city and state required; fax, phone and ZIP narrow it. */
export function AdvancedSearchModal({
  opened,
  onClose,
  onSearch,
  initial,
}: {
  opened: boolean;
  onClose(): void;
  onSearch(c: SearchCriteria): void;
  initial: Partial<ProviderFormValues>;
}) {
  const { t } = useTranslation();
  const form = useForm<ProviderFormValues>({
    resolver: zodResolver(advancedSearchSchema) as never,
    values: { name: '', city: '', state: '', fax: '', phone: '', zipcode: '', ...initial },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((v) => {
    // Phone is not a directory search key: the fax and ZIP narrow the list.
    onSearch({
      name: v.name,
      city: v.city,
      state: v.state,
      fax: v.fax || undefined,
      zipcode: v.zipcode?.slice(0, 5) || undefined,
    });
    onClose();
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('providers.advanced.title')}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <ProviderFormFields
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
          labels="advanced"
          faxRequired={false}
          withAddress={false}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('providers.advanced.submit')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
