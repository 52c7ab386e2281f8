import { useState } from 'react';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { lazyZodResolver } from '../../../../lib/lazy-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formAnswerProblems, formFieldsFor, pickFormAnswers, type FormAnswers } from '@portal/shared';
import { StepActions } from '../step-actions';
import { FormQuestions } from './form-questions';
import { useWizard } from '../wizard-context';

/**
 * Step 3 (forms): one of the provider's forms, filled in and signed online on the authorization
 * step, or a completed form of the user's own, uploaded on upload-type.
 */
export function TypeStep() {
  const { t } = useTranslation();
  const { state, dispatch, go, custodian, saveNow } = useWizard();
  const location = useLocation();
  // Sent here from upload-type (the authorization already names a form): say why.
  const uploadReplaced = Boolean((location.state as { uploadReplaced?: boolean } | null)?.uploadReplaced);
  const forms = custodian?.patient_form_templates ?? state.forms;
  const form = useForm({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.formTypeStepSchema)),
    defaultValues: { type: state.typeId ? String(state.typeId) : state.fileData ? 'upload' : '' },
  });
  const [answers, setAnswers] = useState<FormAnswers>(state.formAnswers ?? {});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const picked = forms.find((f) => String(f.id) === form.watch('type'));
  const fields = picked ? formFieldsFor(picked.name) : [];
  const onSubmit = form.handleSubmit(({ type }) => {
    if (type === 'upload') {
      // The upload is kept with the draft: it is created now if it does not exist yet.
      if (!state.rid) void saveNow();
      return go('upload-type');
    }
    const chosen = forms.find((f) => String(f.id) === type);
    if (!chosen) return;
    // The form's own questions must be answered before it is signed.
    const problems = formAnswerProblems(fields, answers);
    setAnswerErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid="form-questions"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    dispatch({
      type: 'formType',
      typeId: chosen.id,
      patientForm: chosen.name,
      forms,
      answers: pickFormAnswers(fields, answers),
    });
    go('authorization');
  });
  return (
    <form id="type-form" onSubmit={onSubmit} noValidate>
      {uploadReplaced && (
        <Alert color="blue.9" variant="light" mb="sm" role="status" data-testid="upload-replaced">
          {t('wizard.type.signedForForm', { form: state.patientForm ?? state.auth?.name ?? '' })}
        </Alert>
      )}
      {forms.length === 0 && <Text mb="sm">{t('wizard.type.none')}</Text>}
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <Radio.Group {...field} label={t('wizard.type.legend')} error={fieldState.error?.message} withAsterisk>
            <Stack mt="sm" gap="sm">
              {forms.map((f) => (
                <Radio key={f.id} value={String(f.id)} label={f.name} description={t('wizard.type.fill')} />
              ))}
              <Radio value="upload" label={t('wizard.type.upload')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {picked && (
        <FormQuestions
          form={picked.name}
          fields={fields}
          values={answers}
          errors={answerErrors}
          onChange={(key, value) => {
            setAnswers((a) => ({ ...a, [key]: value }));
            setAnswerErrors(({ [key]: _gone, ...rest }) => rest);
          }}
        />
      )}
      <StepActions route="type" form="type-form" />
    </form>
  );
}
