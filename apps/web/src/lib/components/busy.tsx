import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A spinner that says what is loading. It is a named status: a bare span may not carry
 * aria-label (axe aria-prohibited-attr), and an unnamed one tells a screen reader nothing.
 */
export function Busy({ label, ...props }: LoaderProps & { label?: string }) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={label ?? t('common.loading')} {...props} />;
}
