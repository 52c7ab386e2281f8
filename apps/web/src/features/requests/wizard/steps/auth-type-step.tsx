import { Radio, Stack } from '@mantine/core';
import { lazyZodResolver } from '../../../../lib/lazy-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AuthType } from '@portal/shared';

interface AuthTypeValues {
  authType: AuthType;
}
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Step 4: sign an e-authorization, or upload a signed general release. */
export function AuthTypeStep() {
  const { t } = useTranslation();
  const { state, dispatch, go } = useWizard();
  const form = useForm<Partial<AuthTypeValues>, unknown, AuthTypeValues>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.authTypeStepSchema)) as never,
    defaultValues: state.authType ? { authType: state.authType } : {},
  });
  const onSubmit = form.handleSubmit(({ authType }) => {
    dispatch({ type: 'authType', authType });
    go('authorization');
  });
  return (
    <form id="auth-type-form" onSubmit={onSubmit} noValidate>
      <Controller
        control={form.control}
        name="authType"
        render={({ field, fieldState }) => (
          <Radio.Group
            {...field}
            value={field.value ?? ''}
            label={t('wizard.authType.legend')}
            error={fieldState.error?.message}
            withAsterisk
          >
            <Stack mt="sm" gap="md">
              <Radio
                value="e-authorization"
                label={t('wizard.authType.eauth')}
                description={t('wizard.authType.eauthHint')}
              />
              <Radio value="upload" label={t('wizard.authType.upload')} description={t('wizard.authType.uploadHint')} />
            </Stack>
          </Radio.Group>
        )}
      />
      <StepActions route="auth-type" form="auth-type-form" />
    </form>
  );
}
