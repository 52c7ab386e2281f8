import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  apiPath,
  dependentInputSchema,
  GENDER_VALUES,
  RELATION_VALUES,
  type Dependent,
  type DependentInput,
} from '@portal/shared';
import { api } from '../../../../lib/api';
import { banner } from '../../../../lib/banners';
import { StepActions } from '../step-actions';
import { dependentsKey } from '../../../../lib/use-dependents';
import { useWizard } from '../wizard-context';

/** Step 2 (new patient): makes a dependent through the dependents API and picks them. */
export function CreatePatientStep() {
  const { t } = useTranslation();
  const { kind, dispatch, go } = useWizard();
  const qc = useQueryClient();
  const form = useForm<DependentInput>({
    resolver: zodResolver(dependentInputSchema) as never,
    defaultValues: { first_name: '', middle_name: '', last_name: '', dob: '', gender: null, relation: null },
  });
  const create = useMutation({
    mutationFn: (body: unknown) => api<Dependent>(apiPath('createDependent'), { method: 'POST', body }),
    onSuccess: async (d) => {
      await qc.invalidateQueries({ queryKey: dependentsKey });
      dispatch({
        type: 'patient',
        patientId: d.id,
        patientInfo: { first_name: d.first_name, middle_name: d.middle_name, last_name: d.last_name, dob: d.dob },
      });
      go(kind === 'record' ? 'date' : 'type');
    },
    onError: (e: Error) => banner.error(e.message),
  });
  // The raw values go to the server, which validates them with the same schema.
  const onSubmit = form.handleSubmit(() => create.mutate(form.getValues()));
  const err = (k: keyof DependentInput) => form.formState.errors[k]?.message;
  return (
    <form id="create-patient-form" onSubmit={onSubmit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('wizard.createPatient.firstName')}
          withAsterisk
          {...form.register('first_name')}
          error={err('first_name')}
        />
        <TextInput
          label={t('wizard.createPatient.middleName')}
          {...form.register('middle_name')}
          error={err('middle_name')}
        />
        <TextInput
          label={t('wizard.createPatient.lastName')}
          withAsterisk
          {...form.register('last_name')}
          error={err('last_name')}
        />
        <TextInput
          label={t('wizard.createPatient.dob')}
          placeholder={t('common.dateFormat')}
          withAsterisk
          {...form.register('dob')}
          error={err('dob')}
        />
        <NativeSelect
          label={t('wizard.createPatient.gender')}
          {...form.register('gender')}
          data={[
            { value: '', label: '' },
            ...GENDER_VALUES.map((g) => ({ value: g, label: t(`wizard.createPatient.genders.${g}`) })),
          ]}
        />
        <NativeSelect
          label={t('wizard.createPatient.relation')}
          {...form.register('relation')}
          data={['', ...RELATION_VALUES].map((r) => ({ value: r, label: t(`wizard.createPatient.relations.${r}`) }))}
        />
      </SimpleGrid>
      <StepActions
        route="create-patient"
        form="create-patient-form"
        continueLabel={t('wizard.createPatient.submit')}
        loading={create.isPending}
      />
    </form>
  );
}
