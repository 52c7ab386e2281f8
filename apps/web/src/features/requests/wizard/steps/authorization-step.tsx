import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthorizationSummary } from '@portal/shared';
import { EAuthorizationForm, GeneralReleaseUpload } from '../../../authorizations';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/**
 * Step 5: the e-authorization (always for a provider form chosen on the forms' type step) or an
 * uploaded general release. Signing or uploading goes on to the government ID step.
 */
export function AuthorizationStep() {
  const { t } = useTranslation();
  const { kind, state, dispatch, go, custodian } = useWizard();
  const eauth = (kind === 'form' && state.typeId !== null) || state.authType === 'e-authorization';
  const done = (a: AuthorizationSummary) => {
    dispatch({ type: 'auth', auth: a });
    go('govt-id');
  };
  if (!state.rid || (eauth && !custodian)) return <Text role="status">{t('common.loading')}</Text>;
  return (
    <Stack>
      {state.auth && (
        <Alert color="teal.9" variant="light">{t('wizard.authorization.done', { name: state.auth.name ?? '' })}</Alert>
      )}
      {eauth && custodian
        ? (
          <EAuthorizationForm
            custodian={custodian} rid={state.rid} onSigned={done}
            language={state.authLanguage} onLanguageChange={(language) => dispatch({ type: 'authLanguage', language })}
          />
        )
        : <GeneralReleaseUpload rid={state.rid} onUploaded={done} />}
      <StepActions route="authorization" onContinue={() => go('govt-id')} disabled={!state.auth} />
    </Stack>
  );
}
