import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateChoiceToFields, formFieldsFor, mdyToIso, type AuthorizationSummary } from '@portal/shared';
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
  // The dates of service chosen on the date step: the text read while signing states them.
  const dates = dateChoiceToFields(state.date);
  const iso = (v: string | null) => (!v ? null : /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : mdyToIso(v));
  const request =
    kind === 'form'
      ? { requestType: 'Form' as const, allRecords: false, recordsAfter: null, recordsBefore: null }
      : state.date
        ? {
            requestType: 'Record' as const,
            allRecords: dates.all_records,
            recordsAfter: iso(dates.records_after),
            recordsBefore: iso(dates.records_before),
          }
        : null;
  if (!state.rid || (eauth && !custodian)) return <Text role="status">{t('common.loading')}</Text>;
  return (
    <Stack>
      {state.auth && (
        <Alert color="teal.9" variant="light">
          {t('wizard.authorization.done', { name: state.auth.name ?? '' })}
        </Alert>
      )}
      {kind === 'form' && state.typeId !== null && state.formAnswers && <SigningForm />}
      {eauth && custodian ? (
        <EAuthorizationForm
          custodian={custodian}
          rid={state.rid}
          onSigned={done}
          language={state.authLanguage}
          onLanguageChange={(language) => dispatch({ type: 'authLanguage', language })}
          request={request}
          formName={kind === 'form' ? (state.patientForm ?? null) : null}
        />
      ) : (
        <GeneralReleaseUpload rid={state.rid} onUploaded={done} />
      )}
      <StepActions route="authorization" onContinue={() => go('govt-id')} disabled={!state.auth} />
    </Stack>
  );
}

/** A provider form is signed with the answers given on the type step: they are shown here. */
function SigningForm() {
  const { t } = useTranslation();
  const { state } = useWizard();
  const fields = formFieldsFor(state.patientForm).filter((f) => state.formAnswers?.[f.key]);
  const shown = (v: string) => (v === 'yes' ? t('wizard.type.yes') : v === 'no' ? t('wizard.type.no') : v);
  return (
    <Alert color="blue.9" variant="light" data-testid="signing-form" styles={{ message: { overflowWrap: 'anywhere' } }}>
      <Text size="sm" fw={600}>
        {t('wizard.type.signing', { form: state.patientForm ?? '' })}
      </Text>
      <List size="sm" mt={4}>
        {fields.map((f) => (
          <List.Item key={f.key}>
            {t(`wizard.formFields.${f.key}`)}: {shown(state.formAnswers![f.key]!)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
