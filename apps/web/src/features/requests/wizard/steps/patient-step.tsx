import { useEffect } from 'react';
import { Anchor, Radio, Stack, Text } from '@mantine/core';
import { lazyZodResolver } from '../../../../lib/lazy-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepActions } from '../step-actions';
import { useDependents } from '../../../../lib/use-dependents';
import { useWizard } from '../wizard-context';
import { wizardBase } from '../wizard-nav';
import { Busy } from '../../../../lib/components/busy';
import { useGrant } from '../../../../lib/grant';

/** Step 2: the signed-in user or one of their dependents (or a new one, on create-patient). */
export function PatientStep() {
  const { t } = useTranslation();
  const { kind, state, dispatch, go, profile } = useWizard();
  const deps = useDependents();
  // Acting for a patient: the request is theirs (the server fills in their name and birth date);
  // their dependents and adding a patient are the account holder's own, not offered.
  const grant = useGrant();
  const form = useForm({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.patientStepSchema)),
    defaultValues: { patient: state.patientId ? String(state.patientId) : state.patientInfo ? 'self' : '' },
  });
  useEffect(() => {
    if (state.patientId) form.setValue('patient', String(state.patientId));
  }, [state.patientId, form]);
  const next = kind === 'record' ? 'date' : 'type';
  const onSubmit = form.handleSubmit(({ patient }) => {
    if (patient === 'self') {
      dispatch({
        type: 'patient',
        patientId: null,
        patientInfo: {
          first_name: profile?.name ?? '',
          last_name: profile?.last_name ?? '',
          dob: profile?.date_of_birth ?? null,
        },
      });
    } else {
      const d = deps.data?.find((x) => String(x.id) === patient);
      dispatch({
        type: 'patient',
        patientId: Number(patient),
        patientInfo: d
          ? { first_name: d.first_name, middle_name: d.middle_name, last_name: d.last_name, dob: d.dob }
          : null,
      });
    }
    go(next);
  });
  const name = (f: string, l: string) => `${f} ${l}`.trim();
  return (
    <form id="patient-form" onSubmit={onSubmit} noValidate>
      <Controller
        control={form.control}
        name="patient"
        render={({ field, fieldState }) => (
          <Radio.Group {...field} label={t('wizard.patient.legend')} error={fieldState.error?.message} withAsterisk>
            <Stack mt="sm" gap="sm">
              <Radio
                value="self"
                label={
                  grant.acting
                    ? (grant.patientName ?? '')
                    : t('wizard.patient.myself', { name: name(profile?.name ?? '', profile?.last_name ?? '') })
                }
              />
              {deps.data?.map((d) => (
                <Radio
                  key={d.id}
                  value={String(d.id)}
                  label={t('wizard.patient.dependent', { name: name(d.first_name, d.last_name) })}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {deps.isLoading && <Busy size="sm" mt="sm" label={t('wizard.patient.loadingDependents')} />}
      {deps.data && deps.data.length === 0 && grant.can('own') && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('wizard.patient.noDependents')}
        </Text>
      )}
      {grant.can('own') && (
        <Anchor
          component={Link}
          to={`${wizardBase(kind)}/create-patient${state.rid ? `?rid=${state.rid}` : ''}`}
          mt="md"
          display="inline-block"
        >
          {t('wizard.patient.addPatient')}
        </Anchor>
      )}
      <StepActions route="patient" form="patient-form" />
    </form>
  );
}
