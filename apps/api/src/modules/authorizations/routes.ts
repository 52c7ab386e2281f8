import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizationSummarySchema,
  eAuthorizationBodySchema,
  eAuthorizationContextSchema,
  messageSchema,
  intText,
  publicLinkAnswerSchema,
  revocationAnswerSchema,
  revocationBodySchema,
  revocationContextSchema,
  routeUrl,
  signedAuthorizationSchema,
  type EndpointId,
} from '@portal/shared';
import { authOf } from '../../platform/context';
import { multipartBody } from '../../platform/multipart-body';
import { sendFile } from '../documents';
import { sendPublicLink, type PublicLinkKind } from './links';
import { publicUpload } from './public';
import { revocationContext, revokeAuthorization } from './revocation';
import { signedAuthorization } from './signed';
import {
  authorizationDownload,
  eAuthorizationContext,
  listAuthorizations,
  previewEAuthorization,
  publicLinkStatus,
  signEAuthorization,
  uploadGeneralRelease,
} from './service';

/** Authorizations and public links (spec section 7 "Authorizations and documents"). */
export const authorizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['authorizations'];
  const ridQuery = z.object({ rid: z.string().trim().min(1).max(40) });

  app.post(
    routeUrl('signAuthorization'),
    {
      config: { access: 'patient' },
      bodyLimit: 1024 * 1024,
      schema: { tags, body: eAuthorizationBodySchema, response: { 200: authorizationSummarySchema } },
    },
    async (req) => signEAuthorization(app.ctx, req.actor, authOf(req), req.body.rid, req.body.form),
  );

  // The exact PDF signing would store (without the certificate of the act), rendered from the form.
  app.post(
    routeUrl('previewAuthorization'),
    {
      config: { access: 'patient', rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: 1024 * 1024,
      schema: { tags, body: eAuthorizationBodySchema },
    },
    async (req, reply) => {
      const pdf = await previewEAuthorization(app.ctx, req.actor, req.body.rid, req.body.form);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="Authorization_${req.body.rid}_preview.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // What the form pre-fills: the request's patient and the account holder (who signs for a dependent).
  app.get(
    routeUrl('getAuthorizationContext'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: eAuthorizationContextSchema } },
    },
    async (req) => eAuthorizationContext(app.ctx, req.actor, { rid: req.query.rid }),
  );

  // What the authorization step adopted: the confirm step shows the completed document's scope from it.
  app.get(
    routeUrl('getSignedAuthorization'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: signedAuthorizationSchema } },
    },
    async (req) => signedAuthorization(app.ctx, req.actor, req.query.rid),
  );

  // Revoking the request's authorization before fulfilment: the dialog's context, then the signed revocation.
  const ridParams = z.object({ rid: z.string().max(64) });
  app.get(
    routeUrl('getRevocationContext'),
    {
      config: { access: 'patient' },
      schema: { tags, params: ridParams, response: { 200: revocationContextSchema } },
    },
    async (req) => revocationContext(app.ctx, req.actor, req.params.rid),
  );

  app.post(
    routeUrl('revokeAuthorization'),
    {
      config: { access: 'patient' },
      bodyLimit: 1024 * 1024,
      schema: { tags, params: ridParams, body: revocationBodySchema, response: { 200: revocationAnswerSchema } },
    },
    async (req) => revokeAuthorization(app.ctx, req.actor, authOf(req), req.params.rid, req.body),
  );

  app.post(
    routeUrl('uploadGeneralRelease'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ridQuery,
        response: { 200: authorizationSummarySchema },
      },
    },
    async (req) => uploadGeneralRelease(app.ctx, req.actor, req.query.rid, multipartBody(req)),
  );

  app.get(
    routeUrl('listAuthorizations'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        querystring: ridQuery,
        response: {
          200: z.object({ authorizations: z.array(authorizationSummarySchema), custodian_id: z.number().nullable() }),
        },
      },
    },
    async (req) => {
      const { authorizations, custodianId } = await listAuthorizations(app.ctx, req.actor, { rid: req.query.rid });
      return { authorizations, custodian_id: custodianId };
    },
  );

  app.get(
    routeUrl('downloadAuthorization'),
    {
      config: { access: 'patient' },
      schema: { tags, params: z.object({ id: intText(z.number().int().positive()) }) },
    },
    async (req, reply) => {
      const { file, name } = await authorizationDownload(app.ctx, req.actor, { id: req.params.id });
      return sendFile(app.ctx, reply, file, name);
    },
  );

  for (const [id, kind] of [
    ['sendGovernmentIdLink', 'govt'],
    ['sendPatientFormLink', 'patient'],
    ['sendHipaaLink', 'hipaa'],
  ] as Array<[EndpointId, PublicLinkKind]>) {
    app.get(
      routeUrl(id),
      {
        config: { access: 'patient', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          querystring: ridQuery,
          response: { 200: messageSchema.extend({ url: z.string().optional() }) },
        },
      },
      async (req) => sendPublicLink(app.ctx, req.actor, req.query.rid, kind),
    );
  }

  // Public pages: is this link still good? (Shown before the form, so an old link says so at once.)
  const publicQuery = z.object({
    token: z.string().max(200).optional(),
    user_id: intText(z.number().int().positive()).optional(),
    request_id: intText(z.number().int().positive()).optional(),
  });
  app.get(
    routeUrl('checkPublicLink'),
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: publicQuery.extend({ kind: z.enum(['govt', 'patient', 'hipaa']) }),
        response: { 200: publicLinkAnswerSchema },
      },
    },
    async (req) =>
      publicLinkStatus(app.ctx, {
        kind: req.query.kind,
        token: req.query.token,
        userId: req.query.user_id,
        requestId: req.query.request_id,
      }),
  );

  for (const [id, kind] of [
    ['publicSignHipaa', 'hipaa'],
    ['publicUploadGovernmentId', 'govt'],
    ['publicUploadPatientForm', 'patient'],
  ] as Array<[EndpointId, PublicLinkKind]>) {
    app.post(
      routeUrl(id),
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags, consumes: ['multipart/form-data'], querystring: publicQuery, response: { 200: messageSchema } },
      },
      async (req) => publicUpload(app.ctx, req.actor, kind, req.query, multipartBody(req)),
    );
  }
};
