import { randomBytes } from 'node:crypto';
import { DESK_MESSAGES } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { directoryChanged, indexCustodianNames } from '../providers';
import { staffRepository as repo, type Suggestion } from './repository';

export type { Suggestion };

/** A URL id for the landing page (/p/l/{urlId}): the name as a slug, made unique by a short suffix. */
const urlIdFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'provider'
  }-${randomBytes(3).toString('hex')}`;

/** The suggestions of one status. What patients typed is theirs: the clerk's look at the list is logged like any other. */
export async function listSuggestions(
  ctx: AppContext,
  actor: Actor,
  input: { status: 'pending' | 'approved' | 'rejected' },
) {
  const rows = await repo.suggestions(ctx.db, input.status);
  await audit(ctx.db, actor, {
    action: 'staff.view',
    entityType: 'suggested_provider_list',
    details: { suggestion_ids: rows.map((r) => r.id) },
  });
  return rows;
}

async function pending(tx: DbOrTx, id: number) {
  // Row lock: two clerks approving at once cannot add the provider twice.
  const s = await repo.lockSuggestion(tx, id);
  if (!s) throw notFound();
  if (s.status !== 'pending') throw badRequest(DESK_MESSAGES.alreadyReviewed);
  return s;
}

/** Approving adds the provider to the directory (and its search index) in the same transaction. */
export async function approveSuggestion(ctx: AppContext, actor: Actor, input: { id: number }): Promise<Suggestion> {
  const reviewer = userIdOf(actor);
  const approved = await ctx.db.transaction(async (tx) => {
    const s = await pending(tx, input.id);
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
      reviewedBy: reviewer,
      reviewedAt: new Date(),
      custodianId: c.id,
    });
    await audit(tx, actor, {
      action: 'staff.action',
      subjectUserId: s.userId,
      entityType: 'suggested_provider',
      entityId: s.id,
      details: { action: 'approve', custodian_id: c.id },
    });
    return done;
  });
  // After the commit, so that no search re-caches the directory without the new provider.
  await directoryChanged(ctx);
  return approved;
}

export async function rejectSuggestion(ctx: AppContext, actor: Actor, input: { id: number }) {
  const reviewer = userIdOf(actor);
  await ctx.db.transaction(async (tx) => {
    const s = await pending(tx, input.id);
    await repo.reviewSuggestion(tx, s.id, {
      status: 'rejected',
      reviewedBy: reviewer,
      reviewedAt: new Date(),
    });
    await audit(tx, actor, {
      action: 'staff.action',
      subjectUserId: s.userId,
      entityType: 'suggested_provider',
      entityId: s.id,
      details: { action: 'reject' },
    });
  });
}
