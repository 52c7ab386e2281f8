import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { estimateLines, estimateTotal, type Fees } from '@portal/shared/domain/fees';
import { money } from '../../../lib/format';
import { useServiceCharge } from '../../payments';
import { useWizard } from './wizard-context';

/** The fees as known now, from the wizard's choices (delivery and rush only once chosen). */
export function useCosts(): { fees: Fees | undefined; lines: ReturnType<typeof estimateLines>; total: number } {
  const { kind, state } = useWizard();
  const fees = useServiceCharge(state.provider?.id ?? null, kind === 'form').data;
  const d = state.requestDetails;
  const opts = { deliveryMethod: d?.delivery_method, rush: d?.rush_request };
  return { fees, lines: fees ? estimateLines(fees, opts) : [], total: fees ? estimateTotal(fees, opts) : 0 };
}

/**
 * The running cost summary: from the moment the provider is chosen its fees are known,
 * so every step after shows them, each with what it pays for. Fee arithmetic is the shared one
 * (packages/shared/src/domain/fees.ts), the same the confirm step and the server use.
 */
export function CostSummary({ showCheck = true }: { showCheck?: boolean }) {
  const { t } = useTranslation();
  const { state } = useWizard();
  const { fees, lines, total } = useCosts();
  if (!fees) return null;
  const chosenDelivery = Boolean(state.requestDetails?.delivery_method);
  const maxDelivery = Math.max(fees.instantDownload, fees.faxReturn, fees.freeDelivery);
  return (
    <Paper
      component="aside"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="cost-summary-title"
      data-testid="cost-summary"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="cost-summary-title">
          {t('wizard.costs.title')}
        </Title>
        {fees.freePricing ? (
          <Text size="sm">{t('wizard.costs.free')}</Text>
        ) : (
          <>
            <Table layout="fixed" verticalSpacing={6} style={{ overflowWrap: 'anywhere' }}>
              <Table.Tbody>
                {lines.map((l) => (
                  <Table.Tr key={l.key} data-fee={l.key}>
                    <Table.Th scope="row" fw={400}>
                      <Text size="sm" fw={600}>
                        {t(`wizard.confirm.feeLines.${l.key}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`wizard.costs.explain.${l.key}`)}
                      </Text>
                    </Table.Th>
                    <Table.Td ta="right" w={90} valign="top">
                      {money(l.cents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">{t('wizard.costs.soFar')}</Table.Th>
                  <Table.Td ta="right" fw={700} data-testid="cost-total">
                    {money(total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {!chosenDelivery && <Text size="xs">{t('wizard.costs.later', { max: money(maxDelivery) })}</Text>}
            {state.paymentMethod !== 'check' && <Text size="xs">{t('wizard.costs.whenCharged')}</Text>}
          </>
        )}
        {showCheck && state.paymentMethod === 'check' && !fees.freePricing && <CheckInstructions amountCents={total} />}
      </Stack>
    </Paper>
  );
}

/** For a check: who it is payable to, where it goes, how much, and what to write on it. */
export function CheckInstructions({ amountCents }: { amountCents: number }) {
  const { t } = useTranslation();
  const { state, custodian } = useWizard();
  const payee = custodian?.name ?? state.providerName;
  const street = [custodian?.address1, custodian?.address2].filter(Boolean).join(', ');
  const cityLine = [custodian?.city, [custodian?.state, custodian?.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={4} data-testid="check-instructions">
      <Title order={3} size="h5">
        {t('wizard.costs.check.title')}
      </Title>
      <Text size="sm">
        <Text span fw={600}>
          {t('wizard.costs.check.payee')}:{' '}
        </Text>
        {payee}
      </Text>
      {street || cityLine ? (
        <Text size="sm" component="div">
          <Text span fw={600}>
            {t('wizard.costs.check.address')}:{' '}
          </Text>
          <address style={{ fontStyle: 'normal', display: 'inline' }}>
            <bdi>{[payee, street, cityLine].filter(Boolean).join(', ')}</bdi>
          </address>
        </Text>
      ) : (
        <Text size="sm">{t('wizard.costs.check.noAddress')}</Text>
      )}
      <Text size="sm">
        <Text span fw={600}>
          {t('wizard.costs.check.amount')}:{' '}
        </Text>
        <span data-testid="check-amount">{money(amountCents)}</span>
      </Text>
      <Text size="xs">
        {state.rid ? t('wizard.costs.check.memo', { rid: state.rid }) : t('wizard.costs.check.memoNoRid')}
      </Text>
    </Stack>
  );
}
