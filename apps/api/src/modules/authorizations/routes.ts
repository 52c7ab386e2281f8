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
} from '@portal/shared';
import { audit, auditRead } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { multipartBody } from '../../platform/multipart-body';
import { authorizationsOf, ownedAuthorization, ownedRequest, toAuthorizationSummary, sendFile } from '../documents';
import { checkPublicToken, sendPublicLink, type PublicLinkKind } from './links';
import { publicUpload } from './public';
import { hipaaLinkInfo } from './public-hipaa';
import { revocationContext, revokeAuthorization } from './revocation';
import { previewEAuthorization, signEAuthorization, uploadGeneralRelease } from './service';
import { contextAnswer, signingContext } from './signing';

/** Authorizations and public links (spec section 7 "Authorizations and documents"). */
export const authorizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['authorizations'];
  const ridQuery = z.object({ rid: z.string().trim().min(1).max(40) });

  app.post(
    '/api/v2/authorizations/e_authorization',
    {
      config: { access: 'patient' },
      bodyLimit: 1024 * 1024,
      schema: { tags, body: eAuthorizationBodySchema, response: { 200: authorizationSummarySchema } },
    },
    async (req) => signEAuthorization(app.ctx, req.actor, authOf(req), req.body.rid, req.body.form),
  );

  // The exact PDF signing would store (without the certificate of the act), rendered from the form.
  app.post(
    '/api/v2/authorizations/e_authorization/preview',
    {
      config: { access: 'patient', rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: 1024 * 1024,
      schema: { tags, body: eAuthorizationBodySchema },
    },
    async (req, reply) => {
      const pdf = await previewEAuthorization(app.ctx, req.actor, authOf(req).userId, req.body.rid, req.body.form);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="Authorization_${req.body.rid}_preview.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // What the form pre-fills: the request's patient and the account holder (who signs for a dependent).
  app.get(
    '/api/v2/authorizations/e_authorization/context',
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: eAuthorizationContextSchema } },
    },
    async (req) => {
      const ctx = await signingContext(db, authOf(req).userId, req.query.rid);
      await audit(db, req, {
        action: 'request.read',
        entityType: 'request',
        entityId: ctx.request.id,
        requestId: ctx.request.id,
        details: { for: 'e_authorization' },
      });
      return contextAnswer(ctx);
    },
  );

  // Revoking the request's authorization before fulfilment: the dialog's context, then the signed revocation.
  const ridParams = z.object({ rid: z.string().max(64) });
  app.get(
    '/api/v2/requests/:rid/revocation',
    {
      config: { access: 'patient' },
      schema: { tags, params: ridParams, response: { 200: revocationContextSchema } },
    },
    async (req) => revocationContext(app.ctx, req.actor, authOf(req).userId, req.params.rid),
  );

  app.post(
    '/api/v2/requests/:rid/revoke_authorization',
    {
      config: { access: 'patient' },
      bodyLimit: 1024 * 1024,
      schema: { tags, params: ridParams, body: revocationBodySchema, response: { 200: revocationAnswerSchema } },
    },
    async (req) => revokeAuthorization(app.ctx, req.actor, authOf(req), req.params.rid, req.body),
  );

  app.post(
    '/api/v2/authorizations/general_release',
    {
      config: { access: 'patient' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ridQuery,
        response: { 200: authorizationSummarySchema },
      },
    },
    async (req) => uploadGeneralRelease(app.ctx, req.actor, authOf(req).userId, req.query.rid, multipartBody(req)),
  );

  app.get(
    '/api/v2/authorizations',
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
      const request = await ownedRequest(db, authOf(req).userId, req.query.rid);
      const rows = await authorizationsOf(db, request.id);
      auditRead(req, {
        action: 'authorization.read',
        entityType: 'request',
        entityId: request.id,
        requestId: request.id,
      });
      return { authorizations: rows.map(toAuthorizationSummary), custodian_id: request.custodianId };
    },
  );

  app.get(
    '/api/v2/authorizations/:id/download',
    {
      config: { access: 'patient' },
      schema: { tags, params: z.object({ id: intText(z.number().int().positive()) }) },
    },
    async (req, reply) => {
      const { auth, file } = await ownedAuthorization(db, authOf(req).userId, req.params.id);
      await audit(db, req, {
        action: 'authorization.read',
        entityType: 'authorization',
        entityId: auth.id,
        requestId: auth.requestId,
        details: { download: true },
      });
      return sendFile(app.ctx, reply, file, auth.name);
    },
  );

  for (const [path, kind] of [
    ['send_upload_government_document_link', 'govt'],
    ['send_patient_form_document_link', 'patient'],
    ['send_hipaa_authorization_link', 'hipaa'],
  ] as Array<[string, PublicLinkKind]>) {
    app.get(
      `/api/v2/authorizations/${path}`,
      {
        config: { access: 'patient', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          querystring: ridQuery,
          response: { 200: messageSchema.extend({ url: z.string().optional() }) },
        },
      },
      async (req) => sendPublicLink(app.ctx, req.actor, authOf(req).userId, req.query.rid, kind),
    );
  }

  // Public pages: is this link still good? (Shown before the form, so an old link says so at once.)
  const publicQuery = z.object({
    token: z.string().max(200).optional(),
    user_id: intText(z.number().int().positive()).optional(),
    request_id: intText(z.number().int().positive()).optional(),
  });
  app.get(
    '/api/v2/authorizations/public_link',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: publicQuery.extend({ kind: z.enum(['govt', 'patient', 'hipaa']) }),
        response: { 200: publicLinkAnswerSchema },
      },
    },
    async (req) => {
      const grant = await checkPublicToken(db, req.query.kind, req.query.token, {
        userId: req.query.user_id,
        requestId: req.query.request_id,
      });
      // The HIPAA page shows what is authorized, and who asked, before it asks for anything.
      if (req.query.kind !== 'hipaa') return { valid: true as const };
      const info = await hipaaLinkInfo(db, grant);
      return {
        valid: true as const,
        hipaa: {
          rid: info.rid,
          provider: info.provider,
          languages: info.languages,
          requested_by: info.requested_by,
          categories: info.categories,
        },
      };
    },
  );

  for (const [path, kind] of [
    ['upload_hippa_document', 'hipaa'],
    ['upload_government_document', 'govt'],
    ['upload_patient_form', 'patient'],
  ] as Array<[string, PublicLinkKind]>) {
    app.post(
      `/api/v2/authorizations/${path}`,
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags, consumes: ['multipart/form-data'], querystring: publicQuery, response: { 200: messageSchema } },
      },
      async (req) => publicUpload(app.ctx, req.actor, kind, req.query, multipartBody(req)),
    );
  }
};
