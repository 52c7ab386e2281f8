import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { banner } from '../../../lib/banners';
import { PageTitle } from '../../../lib/components/page-title';
import { useSaveDependent } from '../api/dependents';
import { DependentForm } from '../components/dependent-form';

/** /dependents/add: the dependent form whose button reads 'Add dependent'. */
export default function AddDependentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDependent();
  return (
    <Stack>
      <PageTitle>{t('dependents.addTitle')}</PageTitle>
      <DependentForm
        submitLabel={t('dependents.add')}
        onSubmit={async (values) => {
          const d = await save.mutateAsync(values);
          banner.success(t('dependents.added'));
          void navigate(`/dependents/${d.id}/timeline`);
        }}
      />
    </Stack>
  );
}
