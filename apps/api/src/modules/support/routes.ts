import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReportSchema, helpDeskAnswerSchema, messageSchema, routeUrl } from '@portal/shared';
import { multipartBody } from '../../platform/multipart-body';
import { createTicket, reportError } from './service';

/** Help desk (spec sections 2, 3, 7) and crash reports from the web (spec section 7 "Other"). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    routeUrl('sendHelpDeskFeedback'),
    {
      config: { access: 'patient', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['support'], consumes: ['multipart/form-data'], response: { 200: helpDeskAnswerSchema } },
    },
    async (req) => createTicket(ctx, req.actor, multipartBody(req)),
  );

  // Public: a crash may come with an expired session. Tightly limited, since anyone can call it.
  app.post(
    routeUrl('reportClientError'),
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['support'], body: errorReportSchema, response: { 202: messageSchema } },
    },
    async (req, reply) => {
      await reportError(ctx, req.actor, req.body);
      return reply.status(202).send({ message: 'Reported' });
    },
  );
};
