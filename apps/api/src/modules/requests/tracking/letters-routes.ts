import { contentDisposition, routeUrl } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LETTER_KINDS } from './letters';
import { letterPdf } from './pdf-service';

/**
 * GET /api/v2/requests/{rid}/letters/{kind}: the reminder to the provider or the OCR complaint of
 * an overdue request, as a PDF for its owner (another account's rid answers 404; a request that is
 * not overdue, 409). Reading one is logged.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeUrl('getRequestLetter'),
    {
      config: { access: 'patient' },
      schema: { tags: ['requests'], params: z.object({ rid: z.string().max(64), kind: z.enum(LETTER_KINDS) }) },
    },
    async (req, reply) => {
      const { pdf, filename } = await letterPdf(app.ctx, req.actor, { rid: req.params.rid, kind: req.params.kind });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;
