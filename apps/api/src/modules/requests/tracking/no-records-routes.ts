import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, routeUrl } from '@portal/shared';
import { noRecordsStatementPdf } from './pdf-service';

/**
 * GET /api/v2/requests/{rid}/no-records-statement: the desk's signed statement as a PDF, for the
 * request's owner (another account's rid answers 404; a request without one, 409), in the account
 * holder's language with the English statement as signed after it. Logged.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeUrl('getNoRecordsStatement'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: z.object({ rid: z.string().max(64) }) },
    },
    async (req, reply) => {
      const { pdf, filename } = await noRecordsStatementPdf(app.ctx, req.actor, { rid: req.params.rid });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;
