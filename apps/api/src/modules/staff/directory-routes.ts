import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, staffSuggestionSchema, intText, DESK_MESSAGES } from '@portal/shared';
import { audit } from '../../platform/audit';
import { authOf } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { directoryChanged, indexCustodianNames } from '../providers';
import { staffRepository as repo, type Suggestion } from './repository';

const staff = { access: 'staff' as const };
const idParams = z.object({ id: intText(z.number().int().positive()) });

const toWire = (s: Suggestion) => ({
  id: s.id,
  name: s.name,
  address1: s.address1,
  city: s.city,
  state: s.state,
  fax: s.fax,
  phone: s.phone,
  zipcode: s.zipcode,
  status: s.status,
  created_at: s.createdAt.toISOString(),
  custodian_id: s.custodianId,
});

/** A URL id for the landing page (/p/l/{urlId}): the name as a slug, made unique by a short suffix. */
const urlIdFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'provider'
  }-${randomBytes(3).toString('hex')}`;

/** Suggested providers (spec: "Suggest a new provider for staff review"): review, approve, reject. */
export const staffDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/v2/staff/suggested-providers',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
        response: { 200: z.object({ suggestions: z.array(staffSuggestionSchema) }) },
      },
    },
    async (req) => {
      const { status } = req.query;
      const rows = await repo.suggestions(db, status);
      // What patients typed is theirs: the clerk's look at the list is logged like any other.
      await audit(db, req, {
        action: 'staff.view',
        entityType: 'suggested_provider_list',
        details: { suggestion_ids: rows.map((r) => r.id) },
      });
      return { suggestions: rows.map(toWire) };
    },
  );

  /** Approving adds the provider to the directory (and its search index) in the same transaction. */
  app.post(
    '/api/v2/staff/suggested-providers/:id/approve',
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: staffSuggestionSchema } },
    },
    async (req) => {
      const approved = await db.transaction(async (tx) => {
        const s = await pending(tx, req.params.id);
        const c = await repo.insertCustodian(tx, {
          urlId: urlIdFor(s.name),
          name: s.name,
          address1: s.address1,
          city: s.city,
          state: s.state,
          zipcode: s.zipcode,
          phone: s.phone,
          fax: s.fax,
          locationName: s.address1 ? [s.address1] : [],
        });
        await indexCustodianNames(tx, { ids: [c.id] });
        const done = await repo.reviewSuggestion(tx, s.id, {
          status: 'approved',
          reviewedBy: authOf(req).userId,
          reviewedAt: new Date(),
          custodianId: c.id,
        });
        await audit(tx, req, {
          action: 'staff.action',
          subjectUserId: s.userId,
          entityType: 'suggested_provider',
          entityId: s.id,
          details: { action: 'approve', custodian_id: c.id },
        });
        return toWire(done);
      });
      // After the commit, so that no search re-caches the directory without the new provider.
      await directoryChanged(app.ctx);
      return approved;
    },
  );

  app.post(
    '/api/v2/staff/suggested-providers/:id/reject',
    {
      config: staff,
      schema: { tags: ['staff'], params: idParams, response: { 200: messageSchema } },
    },
    async (req) =>
      db.transaction(async (tx) => {
        const s = await pending(tx, req.params.id);
        await repo.reviewSuggestion(tx, s.id, {
          status: 'rejected',
          reviewedBy: authOf(req).userId,
          reviewedAt: new Date(),
        });
        await audit(tx, req, {
          action: 'staff.action',
          subjectUserId: s.userId,
          entityType: 'suggested_provider',
          entityId: s.id,
          details: { action: 'reject' },
        });
        return { message: 'Suggestion rejected.' };
      }),
  );

  async function pending(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) {
    // Row lock: two clerks approving at once cannot add the provider twice.
    const s = await repo.lockSuggestion(tx, id);
    if (!s) throw notFound();
    if (s.status !== 'pending') throw badRequest(DESK_MESSAGES.alreadyReviewed);
    return s;
  }
};
