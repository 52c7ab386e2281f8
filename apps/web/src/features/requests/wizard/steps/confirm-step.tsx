import { Alert, Stack, Table, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { estimateLines, estimateTotal, formatCents } from '@portal/shared/domain/fees';
import { confirmStepSchema, STEP } from '@portal/shared';
import { banner } from '../../../../lib/banners';
import { useServiceCharge } from '../../../payments';
import { StepActions } from '../step-actions';
import { wizardApi } from '../wizard-api';
import { useWizard } from '../wizard-context';
import { stateToBody } from '../wizard-payload';
import { RequestSummary } from './request-summary';

/** Step 10: everything chosen, the fees, and the request initials (at most 20 characters). */
export function ConfirmStep() {
  const { t } = useTranslation();
  const { kind, state, dispatch, go, idempotencyKey } = useWizard();
  const fees = useServiceCharge(state.provider?.id ?? null, kind === 'form').data;
  const form = useForm({ resolver: zodResolver(confirmStepSchema), defaultValues: { initials: state.estimateInitials } });
  const d = state.requestDetails;
  const opts = { deliveryMethod: d?.delivery_method, rush: d?.rush_request };

  const onSubmit = form.handleSubmit(async ({ initials }) => {
    if (state.isLoading) return;
    dispatch({ type: 'initials', initials });
    dispatch({ type: 'loading' });
    const body = stateToBody({ ...state, estimateInitials: initials, currentStep: STEP.Confirm }, idempotencyKey);
    if (!body) return;
    try {
      const saved = await wizardApi.submit(kind, body);
      // Navigate first: the confirmation is allowed while the step is RequestId.
      go('requestConfirmed');
      dispatch({ type: 'requestId', rid: saved.request_rid, requestId: state.requestId });
      banner.success(saved.message);
    } catch (e) {
      dispatch({ type: 'failure', error: (e as Error).message });
      banner.error((e as Error).message);
    }
  });

  return (
    <Stack>
      <RequestSummary />
      {fees && (
        <Table captionSide="top" withTableBorder>
          <Table.Caption>{t('wizard.confirm.fees')}</Table.Caption>
          <Table.Tbody>
            {estimateLines(fees, opts).map((l) => (
              <Table.Tr key={l.key}>
                <Table.Th scope="row" fw={400}>{t(`wizard.confirm.feeLines.${l.key}`)}</Table.Th>
                <Table.Td ta="right">{formatCents(l.cents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('wizard.confirm.total')}</Table.Th>
              <Table.Td ta="right" fw={700} data-testid="estimate-total">{formatCents(estimateTotal(fees, opts))}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {state.error && <Alert color="red.9" role="alert">{state.error}</Alert>}
      <form id="confirm-form" onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('wizard.confirm.initials')} description={t('wizard.confirm.initialsHint')} withAsterisk maw={320}
          {...form.register('initials')} error={form.formState.errors.initials?.message}
        />
        <StepActions route="confirm" form="confirm-form" continueLabel={t('wizard.confirm.submit')} loading={state.isLoading} />
      </form>
    </Stack>
  );
}
