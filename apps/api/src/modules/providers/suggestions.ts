import { PROVIDER_MESSAGES } from '@portal/shared';
import type { z } from 'zod';
import type { suggestedProviderSchema } from '@portal/shared';
import type { Db } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { normalizeName } from './name-index';
import { providersRepository } from './repository';

/**
 * Stores a suggestion for staff review (status 'pending'). It never enters the directory until
 * staff approve it. One per user for the same normalized name and ZIP: a repeat answers 409.
 */
export async function suggestProvider(db: Db, actor: Actor, input: z.output<typeof suggestedProviderSchema>) {
  const userId = userIdOf(actor);
  const nameKey = normalizeName(input.name);
  const zipKey = (input.zipcode ?? '').replace(/\s/g, '').slice(0, 5);
  return db.transaction(async (tx) => {
    const row = await providersRepository.insertSuggestion(tx, {
      userId,
      name: input.name,
      nameKey,
      zipKey,
      address1: input.address1,
      city: input.city,
      state: input.state,
      fax: input.fax,
      phone: input.phone,
      zipcode: input.zipcode,
    });
    if (!row) throw new AppError('CONFLICT', PROVIDER_MESSAGES.duplicateSuggestion);
    await audit(tx, actor, { action: 'provider.suggest', entityType: 'suggested_provider', entityId: row.id });
    return { id: row.id, message: PROVIDER_MESSAGES.suggestionSaved };
  });
}
