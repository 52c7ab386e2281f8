import { Alert, Button, Center, Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the Records & Forms list draws only now and then, in a module of its own (the page loads
 * it when needed): most lists are one page and most answers arrive, and the route's scripts and
 * chunks before the first render are fewer without them.
 */

export interface ListPagesProps {
  total: number;
  page: number;
  onChange(page: number): void;
}

/** The pages under the cards. */
export function ListPages({ total, page, onChange }: ListPagesProps) {
  const { t } = useTranslation();
  return (
    <Center component="nav" aria-label={t('tracking.list.pages')}>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        color="teal.9"
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t('tracking.list.previousPage')
              : control === 'next'
                ? t('tracking.list.nextPage')
                : control,
        })}
        getItemProps={(p) => ({ 'aria-label': t('tracking.list.page', { page: p }) })}
      />
    </Center>
  );
}

export interface ListFailedProps {
  message: string;
  onRetry(): void;
}

/** The list could not be loaded: why, and a way to try again. */
export function ListFailed({ message, onRetry }: ListFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red.9" variant="light" role="alert">
      <Group justify="space-between">
        <span>{message}</span>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('tracking.list.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
