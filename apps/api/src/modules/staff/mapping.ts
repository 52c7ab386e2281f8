import type { StaffQueueItem } from '@portal/shared';
import { wireClock } from '../lifecycle';
import type { QueueRow } from './queue-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A request as a queue row, with the same HIPAA clock the patient sees (shared domain/hipaa-clock). */
export function toQueueItem(row: QueueRow, now: Date): StaffQueueItem {
  const r = row.r;
  const open = r.status === 'ordered';
  const clock = wireClock(r, now);
  return {
    id: r.id,
    rid: r.rid,
    request_type: r.requestType,
    status: r.status,
    stage: open ? (row.stage ?? 'new') : null,
    ordered_on: iso(r.orderedOn),
    completed_on: iso(r.completedOn),
    days_open: clock ? clock.day : null,
    overdue: !!clock && !clock.stopped && clock.overdue,
    hipaa: clock,
    // Back from the patient: shown on the New queue until the clerk moves it on.
    patient_responded_at: open && (row.stage ?? 'new') === 'new' ? iso(row.respondedAt) : null,
    custodian: r.custodianId && row.custodianName ? { id: r.custodianId, name: row.custodianName } : null,
    patient_name: [r.patientFirstName, r.patientMiddleName, r.patientLastName].filter(Boolean).join(' '),
    requested_by: row.requestedBy ?? null,
    amount_cents: r.amountCents,
    payment_needed: open && row.paymentStatus === 'failed',
  };
}

export { iso };
