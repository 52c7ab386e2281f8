import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CustodianSummary } from '@portal/shared';

/** 'Select Request Type': Records Request → /record-request/patient, Forms Request → /form-request/patient. */
export function SelectRequestTypeModal({
  custodian,
  onClose,
}: {
  custodian: CustodianSummary | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    if (!custodian) return;
    onClose();
    void navigate(path, { state: { custodian } });
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={custodian !== null}
      onClose={onClose}
      title={t('providers.favorites.selectType')}
    >
      <Stack>
        <Text fw={600}>{custodian?.name}</Text>
        <Button
          leftSection={<IconFileDownload size={18} aria-hidden="true" />}
          onClick={() => go('/record-request/patient')}
          data-autofocus
        >
          {t('providers.favorites.recordsRequest')}
        </Button>
        <Button
          variant="outline"
          leftSection={<IconClipboardList size={18} aria-hidden="true" />}
          onClick={() => go('/form-request/patient')}
          disabled={!custodian?.accepts_forms}
        >
          {t('providers.favorites.formsRequest')}
        </Button>
      </Stack>
    </Modal>
  );
}
