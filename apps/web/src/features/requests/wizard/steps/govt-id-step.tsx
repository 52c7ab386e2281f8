import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardGovtId } from '@portal/shared';
import { GovtIdUpload, PhoneHandoff } from '../../../authorizations';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Step 6: the government ID, required when the profile says govtIdRequired (front and back). */
export function GovtIdStep() {
  const { t } = useTranslation();
  const { state, dispatch, go, profile } = useWizard();
  const required = Boolean(profile?.govtIdRequired);
  const [value, setValue] = useState<WizardGovtId>(state.govtId);
  const [missing, setMissing] = useState(false);
  if (!state.rid) return <Text role="status">{t('common.loading')}</Text>;
  const next = () => {
    dispatch({ type: 'govtId', govtId: value, required });
    if (required && !(value.front_file && value.back_file)) return setMissing(true);
    go('supporting-docs');
  };
  return (
    <Stack>
      <Text>{t(required ? 'wizard.govtId.required' : 'wizard.govtId.optional')}</Text>
      <GovtIdUpload
        rid={state.rid}
        required={required}
        onChange={(g) => {
          setValue(g);
          setMissing(false);
        }}
      />
      {/* Most people photograph an ID with a phone: hand the step over, and move on when it arrives. */}
      <PhoneHandoff
        rid={state.rid}
        kind="govt"
        onReceived={({ govt }) => {
          if (!govt) return;
          setValue(govt);
          dispatch({ type: 'govtId', govtId: govt, required });
          go('supporting-docs');
        }}
      />
      {missing && (
        <Alert color="red.9" role="alert">
          {t('wizard.govtId.missing')}
        </Alert>
      )}
      <StepActions route="govt-id" onContinue={next} />
    </Stack>
  );
}
