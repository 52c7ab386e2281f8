import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { suggestedProviderSchema } from '@portal/shared';
import { banner } from '../../../lib/banners';
import { useSuggestProvider } from '../api/directory-writes';
import { ProviderFormFields, type ProviderFormValues } from './provider-form-fields';

/** 'Suggest New Provider': stored for staff review; its success view reads 'New Provider Suggested!'. */
export function SuggestProviderModal({
  opened,
  onClose,
  initial,
}: {
  opened: boolean;
  onClose(): void;
  initial: Partial<ProviderFormValues>;
}) {
  const { t } = useTranslation();
  const suggest = useSuggestProvider();
  const form = useForm<ProviderFormValues>({
    resolver: zodResolver(suggestedProviderSchema) as never,
    values: { name: '', address1: '', city: '', state: '', fax: '', phone: '', zipcode: '', ...initial },
    resetOptions: { keepDirtyValues: true },
  });
  const close = () => {
    suggest.reset();
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((v) => suggest.mutate(v as never, { onError: (e) => banner.error(e.message) }));
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={close}
      title={t('providers.suggestForm.title')}
      size="lg"
    >
      {suggest.isSuccess ? (
        <Stack align="center" ta="center" py="md">
          <IconCircleCheck size={48} color="var(--mantine-color-green-9)" aria-hidden="true" />
          <Title order={2} size="h3" role="status">
            {t('providers.suggestForm.successTitle')}
          </Title>
          <Text>{t('providers.suggestForm.successBody', { name: form.getValues('name') })}</Text>
          <Button onClick={close} data-autofocus>
            {t('providers.suggestForm.done')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Text size="sm" mb="md">
            {t('providers.suggestForm.intro')}
          </Text>
          <ProviderFormFields
            register={form.register}
            control={form.control}
            errors={form.formState.errors}
            labels="suggestForm"
            faxRequired
            withAddress
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={suggest.isPending}>
              {t('providers.suggestForm.submit')}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
