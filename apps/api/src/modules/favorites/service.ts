import { MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { toSummary } from '../providers';
import { favoritesRepository } from './repository';

/** Favorite providers (spec section 7): always the signed-in user's own. */

export async function listFavorites(ctx: AppContext, actor: Actor, input: { formsOnly: boolean }) {
  const rows = await favoritesRepository.list(ctx.db, userIdOf(actor), input.formsOnly);
  ctx.readAudit.record(actor, {
    action: 'provider.favorite_list',
    entityType: 'favorite_custodians',
    details: { count: rows.length },
  });
  return rows.map(toSummary);
}

/** Adds a favorite; adding one already there changes nothing and writes no audit row. */
export async function addFavorite(ctx: AppContext, actor: Actor, input: { custodianId: number }) {
  const userId = userIdOf(actor);
  const id = input.custodianId;
  if (!(await favoritesRepository.custodianExists(ctx.db, id))) throw notFound(MESSAGES.custodianNotFound);
  await ctx.db.transaction(async (tx) => {
    if (await favoritesRepository.add(tx, userId, id)) {
      await audit(tx, actor, { action: 'provider.favorite_add', entityType: 'custodian', entityId: id });
    }
  });
}

/** Only the user's own favorites can be removed: anything else is "not found". */
export async function removeFavorite(ctx: AppContext, actor: Actor, input: { custodianId: number }) {
  const userId = userIdOf(actor);
  const id = input.custodianId;
  const removed = await ctx.db.transaction(async (tx) => {
    const done = await favoritesRepository.remove(tx, userId, id);
    if (done) await audit(tx, actor, { action: 'provider.favorite_remove', entityType: 'custodian', entityId: id });
    return done;
  });
  if (!removed) throw notFound(MESSAGES.custodianNotFound);
}
