import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading state of a whole page (announced to screen readers). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
