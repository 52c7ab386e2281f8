import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  UPLOAD_RULES,
  fileRefSchema,
  govtIdValueSchema,
  patientFormName,
  supportingDocSchema,
  type UploadRule,
  intText,
} from '@portal/shared';
import { audit, auditRead } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { receiveUpload, withStoredCleanup } from '../../platform/uploads';
import { listRequestDocuments } from './index';
import { sendFile } from './send-file';
import { ownedDocument, ownedRequest, userBasics } from './repository';
import { patientActed } from '../requests';
import { addDocument, removeDocument, type DocumentKind } from './service';

/** Government ID, supporting documents and patient forms of the caller's requests. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['documents'];
  const ridQuery = z.object({ rid: z.string().trim().min(1).max(40) });

  /** One file per call, for the wizard's zones. */
  async function uploadOne(
    req: FastifyRequest,
    rid: string,
    kind: DocumentKind,
    rule: UploadRule,
    lastNameForForm = false,
  ) {
    const { userId } = authOf(req);
    const request = await ownedRequest(db, userId, rid);
    const part = await req.file({ limits: { files: 1 }, preservePath: true });
    if (!part) throw badRequest(MESSAGES.required, { file: MESSAGES.required });
    const user = lastNameForForm ? await userBasics(db, userId) : null;
    return withStoredCleanup(app, async (track) => {
      // The bytes stream in first, with no transaction open; then the rows, in a short one.
      const upload = track(await receiveUpload(app, part, { rule }));
      return db.transaction(async (tx) => {
        const ref = await addDocument(app, tx, req, {
          upload,
          kind,
          rule,
          userId,
          requestId: request.id,
          nameFor: user ? (ext, original) => patientFormName(user.lastName, original, ext) : undefined,
        });
        // An upload to a request that waits on the patient sends it back to the desk (issue 14).
        await patientActed(tx, req, {
          requestId: request.id,
          userId,
          note: { code: 'uploaded', params: { name: ref.name } },
        });
        return ref;
      });
    });
  }

  async function readAll(req: FastifyRequest, rid: string) {
    const request = await ownedRequest(db, authOf(req).userId, rid);
    const docs = await listRequestDocuments(db, request.id);
    auditRead(req, { action: 'document.read', entityType: 'request', entityId: request.id, requestId: request.id });
    return docs;
  }

  for (const path of ['/api/v2/authorizations/government_id', '/api/v2/government_documents/show']) {
    app.get(
      path,
      { config: { access: 'patient' }, schema: { tags, querystring: ridQuery, response: { 200: govtIdValueSchema } } },
      async (req) => (await readAll(req, req.query.rid)).govtId,
    );
  }

  app.patch(
    '/api/v2/government_documents/update',
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
    '/api/v2/authorizations/get_patient_form',
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: z.object({ front_file: fileRefSchema.nullable() }) } },
    },
    async (req) => ({ front_file: (await readAll(req, req.query.rid)).patientForms.at(-1) ?? null }),
  );

  app.post(
    '/api/v2/authorizations/patient_form',
    {
      config: { access: 'patient' },
      schema: { tags, consumes: ['multipart/form-data'], querystring: ridQuery, response: { 200: fileRefSchema } },
    },
    async (req) => uploadOne(req, req.query.rid, 'patient_form', UPLOAD_RULES.patientForm, true),
  );

  app.get(
    '/api/v2/documents/supporting',
    {
      config: { access: 'patient' },
      schema: { tags, querystring: ridQuery, response: { 200: z.object({ documents: z.array(supportingDocSchema) }) } },
    },
    async (req) => ({ documents: (await readAll(req, req.query.rid)).supportingDocuments }),
  );

  app.post(
    '/api/v2/documents/supporting',
    {
      config: { access: 'patient' },
      schema: { tags, consumes: ['multipart/form-data'], querystring: ridQuery, response: { 200: fileRefSchema } },
    },
    async (req) => uploadOne(req, req.query.rid, 'supporting', UPLOAD_RULES.default),
  );

  const remove = (kinds: DocumentKind[]) => async (req: FastifyRequest, id: number) => {
    const { doc } = await ownedDocument(db, authOf(req).userId, id);
    if (!kinds.includes(doc.kind) || doc.deleted) throw notFound();
    await db.transaction((tx) => removeDocument(tx, req, doc));
    return { message: 'Deleted' };
  };
  const removeGovt = remove(['govt_id_front', 'govt_id_back']);
  const removeForm = remove(['patient_form']);
  const removeSupporting = remove(['supporting']);
  app.delete(
    '/api/v2/authorizations/remove_government_id',
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
    '/api/v2/authorizations/remove_patient_form',
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
    '/api/v2/documents/supporting/:id',
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
    '/api/v2/documents/:id/download',
    {
      config: { access: 'patient' },
      schema: { tags, params: z.object({ id: intText(z.number().int().positive()) }) },
    },
    async (req, reply) => {
      const { doc, file } = await ownedDocument(db, authOf(req).userId, req.params.id);
      if (doc.deleted) throw notFound();
      await audit(db, req, {
        action: 'document.read',
        entityType: 'request_document',
        entityId: doc.id,
        requestId: doc.requestId,
        details: { download: true },
      });
      return sendFile(app, reply, file, doc.name);
    },
  );
};
