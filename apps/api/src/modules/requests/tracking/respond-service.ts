import {
  LIFECYCLE_MESSAGES,
  MESSAGES,
  refusalMessage,
  respondAnswerSchema,
  stateOf,
  UPLOAD_RULES,
} from '@portal/shared';
import { userIdOf, type Actor } from '../../../platform/actor';
import type { AppContext } from '../../../platform/context';
import { AppError, badRequest } from '../../../platform/errors';
import { assertCleanText } from '../../../platform/input-guards';
import type { MultipartBody } from '../../../platform/multipart-body';
import { receiveUpload, withStoredCleanup, type ReceivedUpload } from '../../../platform/uploads';
import { addDocument } from '../../documents';
import { transition } from '../../lifecycle';
import { ownedRequest } from './service';

/**
 * "Waiting on you": the patient answers the desk's question on the request page with a
 * file, a written answer, or both (multipart: `answer`, then `file`). The file becomes a supporting
 * document of the request; the move back to the desk, its history (what was sent) and audit rows
 * commit with it. Refused (409) unless the request waits on the patient; nothing is stored then.
 */
export async function respondToDesk(
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  rid: string,
  body: MultipartBody,
): Promise<void> {
  const userId = userIdOf(actor);
  const { db } = ctx;
  const owned = await ownedRequest(db, userId, rid);
  const state = stateOf(owned.r.status, owned.deskStage);
  if (state !== 'waiting_on_patient') throw new AppError('CONFLICT', refusalMessage('patient_respond', state));
  if (!body.isMultipart) throw badRequest(LIFECYCLE_MESSAGES.patient_action);
  await withStoredCleanup(ctx, async (track) => {
    // The file streams in first, with no transaction open; the rows and the move follow in a
    // short one (a slow upload must not hold the database).
    let answer = '';
    let received: ReceivedUpload | null = null;
    for await (const part of body.parts({ preservePath: true, limits: { files: 1, fields: 4 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        received = track(await receiveUpload(ctx, part, { rule: UPLOAD_RULES.default }));
      } else if (part.fieldname === 'answer') {
        answer = String(part.value ?? '');
      }
    }
    const parsed = respondAnswerSchema.safeParse(answer);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? MESSAGES.badRequest;
      throw badRequest(message, { answer: message });
    }
    assertCleanText('answer', parsed.data);
    if (!received && !parsed.data)
      throw badRequest(LIFECYCLE_MESSAGES.patient_action, { answer: LIFECYCLE_MESSAGES.patient_action });
    const upload = received;
    await db.transaction(async (tx) => {
      const names: string[] = [];
      if (upload) {
        const ref = await addDocument(ctx, tx, actor, {
          upload,
          kind: 'supporting',
          rule: UPLOAD_RULES.default,
          userId,
          requestId: owned.r.id,
        });
        names.push(ref.name);
      }
      const note = [names.length ? `Uploaded: ${names.join(', ')}` : null, parsed.data || null]
        .filter(Boolean)
        .join(' — ');
      await transition(tx, null, {
        requestId: owned.r.id,
        event: 'patient_respond',
        evidence: { patientAction: true },
        note,
        actor: { kind: 'patient', userId },
        who: actor,
      });
    });
  });
}
