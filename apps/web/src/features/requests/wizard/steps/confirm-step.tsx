import { Alert, Stack, Table, TextInput } from '@mantine/core';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { estimateLines, estimateTotal } from '@portal/shared/domain/fees';
import { money } from '../../../../lib/format';
import {
  confirmStepSchema,
  dateChoiceToFields,
  feeBasisOf,
  formatDateTime,
  readerTimeZone,
  STEP,
} from '@portal/shared';
import { FeeBasisNote } from '../../../../lib/components/fee-basis';
import { banner } from '../../../../lib/banners';
import { CompletedAuthorization, scopeRequestOf, SentAuthorizationButton } from '../../../authorizations';
import { useServiceCharge } from '../../../payments';
import { storeConsentEvidence } from '../consent-evidence';
import { CheckInstructions } from '../cost-summary';
import { StepActions } from '../step-actions';
import { wizardApi } from '../wizard-api';
import { useWizard } from '../wizard-context';
import { stateToBody } from '../wizard-payload';
import { RequestSummary, useSummaryRows } from './request-summary';

/**
 * Step 10: everything chosen, the fees, and the request initials (at most 20 characters). A card
 * payment keeps the consent evidence (payments/store_screen_shot) before the request is submitted.
 */
export function ConfirmStep() {
  const { t, i18n } = useTranslation();
  const { kind, state, dispatch, go, idempotencyKey } = useWizard();
  const fees = useServiceCharge(state.provider?.id ?? null, kind === 'form').data;
  const form = useForm({
    resolver: zodResolver(confirmStepSchema),
    defaultValues: { initials: state.estimateInitials },
  });
  const rows = useSummaryRows();
  const d = state.requestDetails;
  const opts = { deliveryMethod: d?.delivery_method, rush: d?.rush_request };
  const feeLines = fees
    ? estimateLines(fees, opts).map((l) => [t(`wizard.confirm.feeLines.${l.key}`), money(l.cents)] as [string, string])
    : [];
  const total = fees ? money(estimateTotal(fees, opts)) : null;
  // the patient's own access or an authorization to a third party, from the request info.
  // The request as the submission will save it: the signed authorization is completed from it.
  const dates = dateChoiceToFields(kind === 'record' ? state.date : null);
  const scopeRequest = scopeRequestOf({
    kind,
    allRecords: dates.all_records,
    recordsAfter: dates.records_after,
    recordsBefore: dates.records_before,
    recordTypes: d?.record_types ?? [],
    reasons: d?.reason_for_request ?? [],
    deliveryMethod: d?.delivery_method ?? null,
    faxNumber: d?.fax_number,
    recipientName: d?.recipient_name,
    recipientType: d?.recipient_type,
  });
  // The note describes the fee applied to this total: the flat fee only when the total is within it.
  const basis = feeBasisOf(
    { delivery_method: d?.delivery_method, recipient_type: d?.recipient_type },
    fees ? estimateTotal(fees, opts) : null,
  );

  /** A card payment keeps, before the card is held, the evidence of what the user agreed to. */
  const keepConsent = (initials: string) => {
    if (state.paymentMethod !== 'card' || !state.payment || !state.rid) return Promise.resolve();
    return storeConsentEvidence({
      rid: state.rid,
      custodianId: state.provider?.id ?? null,
      cardId: state.payment,
      summary: {
        title: `${t(`wizard.title.${kind}`)} · ${t('wizard.confirmed.rid', { rid: state.rid })}`,
        // The moment of agreeing, in the reader's words and time zone, the zone named (it is evidence).
        agreedAt: `${formatDateTime(new Date(), i18n.language, 'document', readerTimeZone())} (${readerTimeZone()})`,
        rows: [
          ...rows.map(([label, value]) => [label, value] as [string, string]),
          [t('fees.basis.title'), t(`fees.basis.${basis.basis}`)],
        ],
        fees: feeLines,
        total: total ? [t('wizard.confirm.total'), total] : null,
        statement: t('wizard.confirm.initialsHint'),
        initials: [t('wizard.confirm.initials'), initials],
      },
    });
  };

  const onSubmit = form.handleSubmit(async ({ initials }) => {
    if (state.isLoading) return;
    dispatch({ type: 'initials', initials });
    dispatch({ type: 'loading' });
    const body = stateToBody({ ...state, estimateInitials: initials, currentStep: STEP.Confirm }, idempotencyKey);
    if (!body) return;
    try {
      await keepConsent(initials);
    } catch {
      // No card is held without the record of the user's agreement: they can submit again.
      dispatch({ type: 'failure', error: t('wizard.confirm.evidenceFailed') });
      banner.error(t('wizard.confirm.evidenceFailed'));
      return;
    }
    try {
      const saved = await wizardApi.submit(kind, body);
      // Navigate first: the confirmation is allowed while the step is RequestId.
      go('requestConfirmed');
      dispatch({ type: 'requestId', rid: saved.request_rid, requestId: state.requestId });
      // A card that failed is an error the patient fixes on the next screen (another card or a
      // check), never a success: the confirmation shows the payment panel instead of "submitted".
      if (saved.payment_status === 'failed') banner.error(t('payments.needed.title'));
      else banner.success(saved.message);
    } catch (e) {
      dispatch({ type: 'failure', error: (e as Error).message });
      banner.error((e as Error).message);
    }
  });

  return (
    <Stack>
      <RequestSummary rows={rows} />
      {state.auth?.type === 'PatientEAuthorization' && state.rid ? (
        <CompletedAuthorization rid={state.rid} request={scopeRequest} />
      ) : null}
      {state.auth?.url ? <SentAuthorizationButton auth={{ url: state.auth.url, name: state.auth.name }} /> : null}
      {fees && (
        <Table captionSide="top" withTableBorder>
          <Table.Caption>{t('wizard.confirm.fees')}</Table.Caption>
          <Table.Tbody>
            {feeLines.map(([label, amount]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                <Table.Td ta="right">{amount}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('wizard.confirm.total')}</Table.Th>
              <Table.Td ta="right" fw={700} data-testid="estimate-total">
                {total}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <FeeBasisNote basis={basis.basis} flatFee={basis.flat_fee_option} flatFeeCents={basis.flat_fee_cents} />
      {state.paymentMethod === 'check' && fees && !fees.freePricing && (
        <CheckInstructions amountCents={estimateTotal(fees, opts)} />
      )}
      {state.error && (
        <Alert color="red.9" role="alert">
          {state.error}
        </Alert>
      )}
      <form id="confirm-form" onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('wizard.confirm.initials')}
          description={t('wizard.confirm.initialsHint')}
          withAsterisk
          maw={320}
          {...form.register('initials')}
          error={form.formState.errors.initials?.message}
        />
        <StepActions
          route="confirm"
          form="confirm-form"
          continueLabel={t('wizard.confirm.submit')}
          loading={state.isLoading}
        />
      </form>
    </Stack>
  );
}
