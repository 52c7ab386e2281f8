import {
  extensionInTime,
  FREE_DOWNLOAD_MS,
  HIPAA_MAX_EXTENSION_DAYS,
  LIFECYCLE_MESSAGES,
  type LifecycleRequirement,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { requests } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { lifecycleRepository as repo } from './repository';

/** What the caller proves that the lifecycle cannot read from the database itself. */
export interface Evidence {
  /** The card was captured (or there is nothing to capture): the payments module answered. */
  paymentSettled?: boolean;
  /** The patient uploaded, signed again or answered in this transaction. */
  patientAction?: boolean;
}

interface Subject {
  request: typeof requests.$inferSelect;
  input: {
    note?: string | null;
    amountCents?: number;
    extensionDays?: number;
    signature?: string;
    evidence?: Evidence;
  };
  now: Date;
}

/** Checks the table's requirements of a move; the first one missing answers 400 (409 for time). */
export async function checkRequirements(tx: DbOrTx, requires: readonly LifecycleRequirement[], s: Subject) {
  for (const need of requires) {
    const ok = await met(tx, need, s);
    if (ok) continue;
    if (need === 'free_window_passed' || need === 'extension_allowed')
      throw new AppError('CONFLICT', LIFECYCLE_MESSAGES[need]);
    const field: Record<string, string> | undefined =
      need === 'reason' || need === 'signature' ? { [need]: LIFECYCLE_MESSAGES[need] } : undefined;
    throw badRequest(LIFECYCLE_MESSAGES[need], field);
  }
}

async function met(tx: DbOrTx, need: LifecycleRequirement, { request: r, input, now }: Subject): Promise<boolean> {
  switch (need) {
    case 'authorization':
      return (await repo.countAuthorizations(tx, r.id)) > 0;
    case 'records':
      return (await repo.countRecords(tx, r.id)) > 0;
    case 'revocation':
      // The signed revocation is stored with the request in the caller's transaction, before the move.
      return (await repo.countRevocations(tx, r.id)) > 0;
    case 'reason':
      return typeof input.note === 'string' && input.note.trim().length > 0;
    case 'signature':
      return typeof input.signature === 'string' && input.signature.trim().length > 0;
    case 'amount':
      return Number.isInteger(input.amountCents) && input.amountCents! >= 0;
    case 'payment_settled':
      return input.evidence?.paymentSettled === true;
    case 'patient_action':
      return input.evidence?.patientAction === true;
    case 'extension_allowed': {
      const d = input.extensionDays;
      return (
        !r.extensionAt &&
        !!r.orderedOn &&
        extensionInTime(r.orderedOn, now) &&
        Number.isInteger(d) &&
        d! >= 1 &&
        d! <= HIPAA_MAX_EXTENSION_DAYS
      );
    }
    case 'free_window_passed': {
      // Completed: 30 days after completion. Abandoned: 30 days after the last change.
      const since = r.status === 'completed' ? r.completedOn : r.updatedAt;
      return !!since && now.getTime() - since.getTime() > FREE_DOWNLOAD_MS;
    }
  }
}
