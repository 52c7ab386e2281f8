import { Anchor, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Help-desk modal opened by 'Provide Feedback'. The support issue builds the form. */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('common.nav.provideFeedback')} centered>
      <Text>{t('common.comingSoon')}</Text>
      <Anchor component={Link} to="/support" onClick={onClose}>{t('common.nav.support')}</Anchor>
    </Modal>
  );
}
