import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, REQUEST_MESSAGES, routeUrl } from '@portal/shared';
import { multipartBody } from '../../../platform/multipart-body';
import { respondToDesk } from './respond-service';

const ridParams = z.object({ rid: z.string().max(64) });

/** "Waiting on you": the patient answers the desk's question (see respondToDesk). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routeUrl('respondToDesk'),
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
      await respondToDesk(app.ctx, req.actor, req.params.rid, multipartBody(req));
      return { message: REQUEST_MESSAGES.respondDone };
    },
  );
};

export default routes;
