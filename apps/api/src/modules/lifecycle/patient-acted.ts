import type { HistoryNote } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { ActorSource } from '../../platform/actor';
import { lockRequest, transition } from './transition';

/**
 * The patient did something the desk may have asked for (uploaded a file, signed, answered), by any
 * road: the request page, the wizard's upload endpoints or a mailed public link. When the request
 * waits on the patient it goes back to the desk in the same transaction, so the desk sees it at once;
 * otherwise nothing moves. Answers whether it moved.
 */
export async function patientActed(
  tx: DbOrTx,
  who: ActorSource,
  input: { requestId: number; userId: number; note: HistoryNote },
): Promise<boolean> {
  const { state } = await lockRequest(tx, input.requestId);
  if (state !== 'waiting_on_patient') return false;
  await transition(tx, null, {
    requestId: input.requestId,
    event: 'patient_respond',
    evidence: { patientAction: true },
    actor: { kind: 'patient', userId: input.userId },
    who,
    serverNote: input.note,
  });
  return true;
}
