import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_RULES,
  fileRefSchema,
  govtIdValueSchema,
  supportingDocSchema,
  type UploadRule,
  intText,
  routeUrl,
} from '@portal/shared';
import { multipartBody } from '../../platform/multipart-body';
import { sendFile } from './send-file';
import {
  deleteOwnDocument,
  documentDownload,
  readRequestDocuments,
  uploadDocument,
  type DocumentKind,
} from './service';

/** Government ID, supporting documents and patient forms of the caller's requests. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['documents'];
  const ridQuery = z.object({ rid: z.string().trim().min(1).max(40) });

  /** One file per call, for the wizard's zones. */
  const uploadOne = (req: FastifyRequest, rid: string, kind: DocumentKind, rule: UploadRule, lastNameForForm = false) =>
    uploadDocument(app.ctx, req.actor, rid, multipartBody(req), { kind, rule, lastNameForForm });

  const readAll = (req: FastifyRequest, rid: string) => readRequestDocuments(ctx, req.actor, { rid });

  for (const id of ['getGovernmentId', 'showGovernmentId'] as const) {
    app.get(
      routeUrl(id),
      { config: { access: 'patient' }, schema: { tags, querystring: ridQuery, response: { 200: govtIdValueSchema } } },
      async (req) => (await readAll(req, req.query.rid)).govtId,
    );
  }

  app.patch(
    routeUrl('uploadGovernmentIdSide'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ridQuery.extend({ side: z.enum(['front', 'back']) }),
        response: { 200: fileRefSchema },
      },
    },
    async (req) =>
      uploadOne(req, req.query.rid, req.query.side === 'front' ? 'govt_id_front' : 'govt_id_back', UPLOAD_RULES.govtId),
  );

  app.get(
    routeUrl('getPatientForm'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: z.object({ front_file: fileRefSchema.nullable() }) } },
    },
    async (req) => ({ front_file: (await readAll(req, req.query.rid)).patientForms.at(-1) ?? null }),
  );

  app.post(
    routeUrl('uploadPatientForm'),
    {
      config: { access: 'patient' },
      schema: { tags, consumes: ['multipart/form-data'], querystring: ridQuery, response: { 200: fileRefSchema } },
    },
    async (req) => uploadOne(req, req.query.rid, 'patient_form', UPLOAD_RULES.patientForm, true),
  );

  app.get(
    routeUrl('listSupportingDocuments'),
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: z.object({ documents: z.array(supportingDocSchema) }) } },
    },
    async (req) => ({ documents: (await readAll(req, req.query.rid)).supportingDocuments }),
  );

  app.post(
    routeUrl('uploadSupportingDocument'),
    {
      config: { access: 'patient' },
      schema: { tags, consumes: ['multipart/form-data'], querystring: ridQuery, response: { 200: fileRefSchema } },
    },
    async (req) => uploadOne(req, req.query.rid, 'supporting', UPLOAD_RULES.default),
  );

  const remove = (kinds: DocumentKind[]) => async (req: FastifyRequest, id: number) => {
    await deleteOwnDocument(ctx, req.actor, { id, kinds });
    return { message: 'Deleted' };
  };
  const removeGovt = remove(['govt_id_front', 'govt_id_back']);
  const removeForm = remove(['patient_form']);
  const removeSupporting = remove(['supporting']);
  app.delete(
    routeUrl('removeGovernmentId'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        querystring: z.object({ document_id: intText(z.number().int().positive()) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => removeGovt(req, req.query.document_id),
  );
  app.delete(
    routeUrl('removePatientForm'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        querystring: z.object({ form_id: intText(z.number().int().positive()) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => removeForm(req, req.query.form_id),
  );
  app.delete(
    routeUrl('removeSupportingDocument'),
    {
      config: { access: 'patient' },
      schema: {
        tags,
        params: z.object({ id: intText(z.number().int().positive()) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => removeSupporting(req, req.params.id),
  );

  app.get(
    routeUrl('downloadDocument'),
    {
      config: { access: 'patient' },
      schema: { tags, params: z.object({ id: intText(z.number().int().positive()) }) },
    },
    async (req, reply) => {
      const { file, name } = await documentDownload(ctx, req.actor, { id: req.params.id });
      return sendFile(ctx, reply, file, name);
    },
  );
};
