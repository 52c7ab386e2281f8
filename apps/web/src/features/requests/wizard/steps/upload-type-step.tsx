import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PatientFormUpload, PhoneHandoff } from '../../../authorizations';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Forms: the user's own completed form. Its file data moves the wizard to AuthSelection. */
export function UploadTypeStep() {
  const { t } = useTranslation();
  const { state, dispatch, go, profile } = useWizard();
  if (!state.rid) return <Text role="status">{t('common.loading')}</Text>;
  const lastName = state.patientInfo?.last_name || profile?.last_name || '';
  return (
    <Stack>
      {state.fileData && (
        <Alert color="teal.9" variant="light">
          {t('wizard.uploadType.uploaded', { name: state.fileData.name })}
        </Alert>
      )}
      <PatientFormUpload
        rid={state.rid}
        patientLastName={lastName}
        onUploaded={(f) => {
          dispatch({ type: 'fileData', fileData: { id: String(f.id), url: f.url, name: f.name } });
          go('auth-type');
        }}
      />
      <PhoneHandoff
        rid={state.rid}
        kind="patient"
        onReceived={({ form }) => {
          if (!form) return;
          dispatch({ type: 'fileData', fileData: { id: String(form.id), url: form.url, name: form.name } });
          go('auth-type');
        }}
      />
      <StepActions route="upload-type" onContinue={() => go('auth-type')} disabled={!state.fileData} />
    </Stack>
  );
}
