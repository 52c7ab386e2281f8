import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AccessBasis, type FeeBreakdown } from '@portal/shared';
import { money } from '../format';

type Reader = 'patient' | 'desk';
/** The catalog each reader's words come from (the desk's are English only, as the desk is). */
const NS: Record<Reader, string> = { patient: 'fees', desk: 'staff.fees' };

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
      {flatFee && <Text size="sm">{t(`${ns}.basis.flatFee`, { amount: money(flatFeeCents) })}</Text>}
      <Text size="xs" c="dimmed">
        {t(`${ns}.basis.rule`)}
      </Text>
    </Stack>
  );
}

/** The estimate's lines, what the patient authorized and the provider's price, then the basis. */
export function FeeBreakdownPanel({ breakdown: b, reader = 'patient' }: { breakdown: FeeBreakdown; reader?: Reader }) {
  const { t } = useTranslation();
  const ns = NS[reader];
  const rows: Array<[string, number | null, string]> = [
    ...b.lines.map(
      (l) =>
        [
          t(`wizard.confirm.feeLines.${l.key}`, { defaultValue: l.key.replace(/_/g, ' ') }),
          l.cents,
          `line-${l.key}`,
        ] as [string, number, string],
    ),
    [t(`${ns}.breakdown.estimate`), b.estimate_cents, 'estimate'],
    [t(`${ns}.breakdown.authorized`), b.authorized_cents, 'authorized'],
    [t(`${ns}.breakdown.price`), b.price_cents, 'price'],
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
      <FeeBasisNote basis={b.basis} flatFee={b.flat_fee_option} flatFeeCents={b.flat_fee_cents} reader={reader} />
    </Stack>
  );
}
