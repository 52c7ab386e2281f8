import { contentDisposition, REQUEST_MESSAGES } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../../platform/audit';
import { authOf } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { LETTER_KINDS, lettersAvailable, renderLetter } from './letters';
import { trackingRepository as repo } from './repository';
import { ownedRequest } from './service';

/**
 * GET /api/v2/requests/{rid}/letters/{kind}: the reminder to the provider or the OCR complaint of
 * an overdue request, as a PDF for its owner (another account's rid answers 404; a request that is
 * not overdue, 409). Reading one is logged.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/v2/requests/:rid/letters/:kind',
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: z.object({ rid: z.string().max(64), kind: z.enum(LETTER_KINDS) }) },
    },
    async (req, reply) => {
      const { userId } = authOf(req);
      const now = new Date();
      const row = await ownedRequest(db, userId, req.params.rid);
      const clock = lettersAvailable(row, now);
      if (!clock) throw new AppError('CONFLICT', REQUEST_MESSAGES.lettersNotYet);
      const account = await repo.account(db, userId);
      if (!account) throw notFound();
      const { pdf, filename } = await renderLetter(db, req.params.kind, row, clock, account, now);
      await audit(db, req, {
        action: 'request.read',
        entityType: 'request',
        entityId: row.r.rid,
        requestId: row.r.id,
        details: { letter: req.params.kind },
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;
