import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AccessBasis, type FeeBreakdown, type FeeLine } from '@portal/shared';
import { money } from '../format';

type Reader = 'patient' | 'desk';
/** The catalog each reader's words come from (the desk's are English only, as the desk is). */
const NS: Record<Reader, string> = { patient: 'fees', desk: 'staff.fees' };

/**
 * What a request's fee rests on, in the patient's language: the patient's own access (HIPAA right of
 * access: the cost-based patient rate, or the flat fee when that is what the amount is) or an
 * authorization to send the records to a third party (the provider's schedule). The flat-fee
 * sentence shows only when the fee applied is the flat fee (`flatFee`), never above a larger total. Shared by the request, the wizard's
 * confirm step and the records desk (domain/fee-basis decides the label).
 */
export function FeeBasisNote({
  basis,
  flatFee,
  flatFeeCents = 650,
  reader = 'patient',
}: {
  basis: AccessBasis;
  flatFee: boolean;
  flatFeeCents?: number;
  /** Who reads it: the patient ("your records") or the records desk ("the patient's records"). */
  reader?: Reader;
}) {
  const { t } = useTranslation();
  const ns = NS[reader];
  return (
    <Stack gap={4} data-testid="fee-basis" data-basis={basis}>
      <Text size="sm">
        <Text span fw={600}>
          {t(`${ns}.basis.title`)}:{' '}
        </Text>
        <span data-testid="fee-basis-label">{t(`${ns}.basis.${basis}`)}</span>
      </Text>
      <Text size="sm">{t(`${ns}.basis.${basis}Text`)}</Text>
      {flatFee && <Text size="sm">{t(`${ns}.basis.flatFeeApplied`, { amount: money(flatFeeCents) })}</Text>}
      <Text size="xs" c="dimmed">
        {t(`${ns}.basis.rule`)}
      </Text>
    </Stack>
  );
}

/** One fee line's label: the estimate's services (the wizard's words) or the desk's change. */
function lineLabel(t: (k: string, o?: Record<string, unknown>) => string, key: string) {
  return t(`wizard.confirm.feeLines.${key}`, { defaultValue: key.replace(/_/g, ' ') });
}

/**
 * Fee lines that add up to the total beneath them, a desk's change on a line of its own with its
 * reason. Shared by the request's fees and the price waiting for approval.
 */
export function FeeLinesTable({
  lines,
  totalCents,
  totalLabel,
  testId = 'fee-breakdown',
}: {
  lines: FeeLine[];
  totalCents: number | null;
  totalLabel: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (lines.length === 0 && totalCents === null) return null;
  return (
    <Table layout="fixed" verticalSpacing={4} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.key} data-fee={`line-${l.key}`}>
            <Table.Th scope="row" fw={400}>
              {lineLabel(t, l.key)}
              {l.reason && (
                <Text size="xs" c="dimmed" data-testid="price-reason">
                  {t('fees.breakdown.reason', { reason: l.reason })}
                </Text>
              )}
            </Table.Th>
            <Table.Td ta="right" w={100} style={{ verticalAlign: 'top' }}>
              {money(l.cents)}
            </Table.Td>
          </Table.Tr>
        ))}
        {totalCents !== null && (
          <Table.Tr data-fee="total">
            <Table.Th scope="row" fw={700}>
              {totalLabel}
            </Table.Th>
            <Table.Td ta="right" w={100} fw={700} data-testid={`${testId}-total`}>
              {money(totalCents)}
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The lines of what is charged or held (they add up to the total shown under them), what the
 * patient authorized when that differs, then the basis and the rule the amount follows.
 */
export function FeeBreakdownPanel({ breakdown: b, reader = 'patient' }: { breakdown: FeeBreakdown; reader?: Reader }) {
  const { t } = useTranslation();
  const ns = NS[reader];
  return (
    <Stack gap="sm">
      <FeeLinesTable lines={b.lines} totalCents={b.total_cents} totalLabel={t(`${ns}.breakdown.total`)} />
      {b.authorized_cents !== null && b.authorized_cents !== b.total_cents && (
        <Text size="sm" data-fee="authorized">
          {t(`${ns}.breakdown.authorizedWas`, { amount: money(b.authorized_cents) })}
        </Text>
      )}
      <FeeBasisNote basis={b.basis} flatFee={b.flat_fee_option} flatFeeCents={b.flat_fee_cents} reader={reader} />
    </Stack>
  );
}
