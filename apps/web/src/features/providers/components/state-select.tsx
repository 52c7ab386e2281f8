import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@portal/shared';

/** The state picker of the provider search and of the Suggest and Advanced Search forms. */
export function StateSelect(props: React.ComponentProps<typeof NativeSelect>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      data={[
        { value: '', label: t('providers.search.statePlaceholder') },
        ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
      ]}
    />
  );
}
