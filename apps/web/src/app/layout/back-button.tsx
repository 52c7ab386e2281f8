import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Goes to the previous page, or home when there is none in this tab. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasHistory = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      mb="sm"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" className="mirror-rtl" />}
      onClick={() => (hasHistory ? navigate(-1) : navigate('/dashboard'))}
    >
      {t('common.back')}
    </Button>
  );
}
