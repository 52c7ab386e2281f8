import { STAFF_OVERDUE_DAYS, type StaffQueueItem } from '@portal/shared';
import { daysBetween, type QueueRow } from './queue-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A request as a queue row: the HIPAA clock runs from ordered_on until completion. */
export function toQueueItem(row: QueueRow, now: Date): StaffQueueItem {
  const r = row.r;
  const open = r.status === 'ordered';
  const clockEnd = open ? now : (r.completedOn ?? r.updatedAt);
  const days = r.orderedOn ? daysBetween(r.orderedOn, clockEnd) : null;
  return {
    id: r.id,
    rid: r.rid,
    request_type: r.requestType,
    status: r.status,
    stage: open ? (row.stage ?? 'new') : null,
    ordered_on: iso(r.orderedOn),
    completed_on: iso(r.completedOn),
    days_open: days,
    overdue: open && days !== null && days > STAFF_OVERDUE_DAYS,
    custodian: r.custodianId && row.custodianName ? { id: r.custodianId, name: row.custodianName } : null,
    patient_name: [r.patientFirstName, r.patientMiddleName, r.patientLastName].filter(Boolean).join(' '),
    amount_cents: r.amountCents,
  };
}

export { iso };
