import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecurityPanel } from '../../features/security';
import { PageTitle } from '../../lib/components/page-title';

/**
 * A desk account's own factors: the same panel as the patient's Profile → Security (add a
 * passkey or an authenticator app, remove one while another remains, new recovery codes). The
 * requirement itself cannot be turned off: the last factor stays, here and in the API.
 */
export default function StaffSecurityPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('staff.security.title')}</PageTitle>
      <Text mb="md">{t('staff.security.intro')}</Text>
      <SecurityPanel />
    </>
  );
}
