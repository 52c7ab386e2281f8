import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LifecycleState } from '@portal/shared';
import { lifecycleLabel, statusLabel } from '../../../lib/request-labels';

/**
 * The status badge of a request. While the desk waits on the patient it says so ("Waiting on you"),
 * not the spec's "ordered", which would hide that the next step is the patient's.
 */
export function RequestStateBadge({
  status,
  state,
  paymentNeeded,
  ...props
}: { status: string; state?: LifecycleState; paymentNeeded?: boolean } & BadgeProps) {
  const { t } = useTranslation();
  // A card that failed: nothing moves until the patient pays, whatever the desk's stage.
  if (paymentNeeded) {
    return (
      <Badge {...props} color="red.9" variant="filled" tt={undefined}>
        {t('payments.needed.title')}
      </Badge>
    );
  }
  if (state === 'waiting_on_patient') {
    return (
      <Badge {...props} color="red.9" variant="filled" tt={undefined}>
        {t('tracking.waiting.badge')}
      </Badge>
    );
  }
  // A price above what the patient authorized waits for the patient too.
  if (state === 'awaiting_approval') {
    return (
      <Badge {...props} color="red.9" variant="filled" tt="capitalize">
        {lifecycleLabel(state)}
      </Badge>
    );
  }
  return (
    <Badge variant="filled" tt="capitalize" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
