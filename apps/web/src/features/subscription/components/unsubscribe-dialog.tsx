import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { banner } from '../../../lib/banners';
import { useUnsubscribe } from '../api/storage';

/** Unsubscribe from Store & Share: asked once more, Keep or Unsubscribe (active-subscription.tsx). */
export function UnsubscribeDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();
  const fail = (e: Error) => banner.error(e.message);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('payments.remove.cancel') }}
      opened={opened}
      onClose={onClose}
      title={t('subscription.active.unsubscribe')}
      centered
    >
      <Text mb="md">{t('subscription.active.unsubscribeConfirm')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('subscription.active.keep')}
        </Button>
        <Button
          color="red.9"
          loading={unsubscribe.isPending}
          onClick={() =>
            unsubscribe.mutate(undefined, {
              onSuccess: (a) => {
                banner.success(a.message);
                onClose();
              },
              onError: fail,
            })
          }
        >
          {t('subscription.active.unsubscribe')}
        </Button>
      </Group>
    </Modal>
  );
}
