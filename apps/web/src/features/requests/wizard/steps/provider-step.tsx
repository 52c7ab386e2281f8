import { useEffect } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEP } from '@portal/shared';
import { ProviderSearch } from '../../../providers';
import { useWizard } from '../wizard-context';

/** Step 1: the directory widget. Choosing a provider goes to the patient step. */
export function ProviderStep() {
  const { t } = useTranslation();
  const { kind, state, dispatch, go } = useWizard();
  // A finished wizard opened again starts a new request (wizards reset on exit).
  useEffect(() => {
    if (state.currentStep === STEP.RequestId) dispatch({ type: 'reset' });
  }, [state.currentStep, dispatch]);
  return (
    <Stack>
      {state.provider && state.currentStep < STEP.RequestId && (
        <Alert color="teal.9" variant="light">
          <Group justify="space-between">
            <Text fw={600}>{t('wizard.provider.selected', { name: state.provider.name })}</Text>
            <Button onClick={() => go('patient')}>{t('wizard.continue')}</Button>
          </Group>
        </Alert>
      )}
      <ProviderSearch
        isFormRequest={kind === 'form'}
        dependentId={state.patientId}
        onSelect={(c) => {
          dispatch({ type: 'provider', provider: c });
          go('patient');
        }}
      />
    </Stack>
  );
}
