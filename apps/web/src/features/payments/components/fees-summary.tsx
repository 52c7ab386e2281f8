import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { estimateLines, estimateTotal, type Fees } from '@portal/shared';
import { money } from '../../../lib/format';

/** The estimate's lines and bold total (request info and confirm steps). Integer cents throughout. */
export function FeesSummary({
  fees,
  deliveryMethod,
  rush,
}: {
  fees: Fees;
  deliveryMethod?: string | null;
  rush?: boolean;
}) {
  const { t } = useTranslation();
  if (fees.freePricing) return <Text>{t('payments.fees.free')}</Text>;
  const lines = estimateLines(fees, { deliveryMethod, rush });
  return (
    <Stack gap={4} aria-label={t('payments.fees.heading')} role="group">
      {lines.map((l) => (
        <Group key={l.key} justify="space-between">
          <Text>{t(`payments.fees.${l.key}`)}</Text>
          <Text>{money(l.cents)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>{t('payments.fees.total')}</Text>
        <Text fw={700} data-testid="fees-total">
          {money(estimateTotal(fees, { deliveryMethod, rush }))}
        </Text>
      </Group>
    </Stack>
  );
}
