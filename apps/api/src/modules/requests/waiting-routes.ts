import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIFECYCLE_MESSAGES,
  messageSchema,
  refusalMessage,
  respondAnswerSchema,
  stateOf,
  UPLOAD_RULES,
  REQUEST_MESSAGES,
  MESSAGES,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { assertCleanText } from '../../platform/input-guards';
import { receiveUpload, withStoredCleanup, type ReceivedUpload } from '../../platform/uploads';
import { addDocument } from '../documents';
import { transition } from './lifecycle';
import { ownedRequest } from './tracking-service';

const ridParams = z.object({ rid: z.string().max(64) });

/** Words of the answer (the web shows its own catalog text; API clients read this). */

/**
 * "Waiting on you" (issue 14): the patient answers the desk's question on the request page with a
 * file, a written answer, or both (multipart: `answer`, then `file`). The file becomes a supporting
 * document of the request; the move back to the desk, its history (what was sent) and audit rows
 * commit with it. Refused (409) unless the request waits on the patient; nothing is stored then.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/v2/requests/:rid/respond',
    {
      config: { access: 'patient' },
      schema: {
        tags: ['requests'],
        consumes: ['multipart/form-data'],
        params: ridParams,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      const { userId } = authOf(req);
      const owned = await ownedRequest(db, userId, req.params.rid);
      const state = stateOf(owned.r.status, owned.deskStage);
      if (state !== 'waiting_on_patient') throw new AppError('CONFLICT', refusalMessage('patient_respond', state));
      if (!req.isMultipart()) throw badRequest(LIFECYCLE_MESSAGES.patient_action);
      await withStoredCleanup(app, async (track) => {
        // The file streams in first, with no transaction open; the rows and the move follow in a
        // short one (a slow upload must not hold the database).
        let answer = '';
        let received: ReceivedUpload | null = null;
        for await (const part of req.parts({ preservePath: true, limits: { files: 1, fields: 4 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            received = track(await receiveUpload(app, part, { rule: UPLOAD_RULES.default }));
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
            const ref = await addDocument(app, tx, req, {
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
            req,
          });
        });
      });
      return { message: REQUEST_MESSAGES.respondDone };
    },
  );
};

export default routes;
