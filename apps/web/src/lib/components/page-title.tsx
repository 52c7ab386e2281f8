import { useEffect } from 'react';
import { Title, type TitleProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's h1, which also sets the document title (screen readers announce it on navigation). */
export function PageTitle({ children, ...props }: TitleProps & { children: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${children} · ${t('common.appName')}`;
  }, [children, t]);
  return (
    <Title order={1} size="h2" mb="md" {...props}>
      {children}
    </Title>
  );
}
