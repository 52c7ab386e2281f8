import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AccessBasis, type FeeBreakdown } from '@portal/shared';
import { money } from '../format';

/**
 * what a request's fee rests on — the patient's own access (HIPAA right of access,
 * cost-based, with the $6.50 flat-fee option for an electronic copy) or an authorization to send
 * the records to a third party — in the patient's language. Shared by the request, the wizard's
 * confirm step and the records desk (domain/fee-basis decides the label).
 */
export function FeeBasisNote({
  basis,
  flatFee,
  flatFeeCents = 650,
}: {
  basis: AccessBasis;
  flatFee: boolean;
  flatFeeCents?: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="fee-basis" data-basis={basis}>
      <Text size="sm">
        <Text span fw={600}>
          {t('fees.basis.title')}:{' '}
        </Text>
        <span data-testid="fee-basis-label">{t(`fees.basis.${basis}`)}</span>
      </Text>
      <Text size="sm">{t(`fees.basis.${basis}Text`)}</Text>
      {flatFee && <Text size="sm">{t('fees.basis.flatFee', { amount: money(flatFeeCents) })}</Text>}
      <Text size="xs" c="dimmed">
        {t('fees.basis.rule')}
      </Text>
    </Stack>
  );
}

/** The estimate's lines, what the patient authorized and the provider's price, then the basis. */
export function FeeBreakdownPanel({ breakdown: b }: { breakdown: FeeBreakdown }) {
  const { t } = useTranslation();
  const rows: Array<[string, number | null, string]> = [
    ...b.lines.map(
      (l) =>
        [
          t(`wizard.confirm.feeLines.${l.key}`, { defaultValue: l.key.replace(/_/g, ' ') }),
          l.cents,
          `line-${l.key}`,
        ] as [string, number, string],
    ),
    [t('fees.breakdown.estimate'), b.estimate_cents, 'estimate'],
    [t('fees.breakdown.authorized'), b.authorized_cents, 'authorized'],
    [t('fees.breakdown.price'), b.price_cents, 'price'],
  ];
  const shown = rows.filter(([, cents]) => cents !== null);
  return (
    <Stack gap="sm">
      {shown.length > 0 && (
        <Table layout="fixed" verticalSpacing={4} style={{ overflowWrap: 'anywhere' }} data-testid="fee-breakdown">
          <Table.Tbody>
            {shown.map(([label, cents, key]) => (
              <Table.Tr key={key} data-fee={key}>
                <Table.Th scope="row" fw={key.startsWith('line-') ? 400 : 600}>
                  {label}
                </Table.Th>
                <Table.Td ta="right" w={100}>
                  {money(cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <FeeBasisNote basis={b.basis} flatFee={b.flat_fee_option} flatFeeCents={b.flat_fee_cents} />
    </Stack>
  );
}
