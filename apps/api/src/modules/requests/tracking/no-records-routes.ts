import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '@portal/shared';
import { audit } from '../../../platform/audit';
import { authOf } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { renderNoRecordsStatement } from './no-records-statement';
import { trackingRepository as repo } from './repository';
import { ownedRequest } from './service';

export const NO_STATEMENT = 'This request was not closed as "no records found".';

/**
 * GET /api/v2/requests/{rid}/no-records-statement: the desk's signed statement as a PDF, for the
 * request's owner (another account's rid answers 404; a request without one, 409), in the account
 * holder's language with the English statement as signed after it. Logged.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/v2/requests/:rid/no-records-statement',
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: z.object({ rid: z.string().max(64) }) },
    },
    async (req, reply) => {
      const { userId } = authOf(req);
      const row = await ownedRequest(db, userId, req.params.rid);
      if (!row.deskFee?.noRecordsAt) throw new AppError('CONFLICT', NO_STATEMENT);
      const payment = await repo.payment(db, row.r.id);
      const { pdf, filename } = await renderNoRecordsStatement(row, payment?.p ?? null, await repo.account(db, userId));
      await audit(db, req, {
        action: 'request.read',
        entityType: 'request',
        entityId: row.r.rid,
        requestId: row.r.id,
        details: { document: 'no_records_statement' },
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
