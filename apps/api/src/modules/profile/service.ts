import type { z } from 'zod';
import type { Profile, profileFieldsSchema } from '@portal/shared';
import { formatMdy } from '@portal/shared';
import type { users } from '../../db/schema';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import type { UserRead } from '../../platform/sessions';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { profileRepository } from './repository';

/** The wire form of a profile (spec section 3 "Profile"). */
export function toProfile(u: typeof users.$inferSelect): Profile {
  return {
    id: u.id,
    name: u.name,
    last_name: u.lastName,
    email: u.email,
    avatarUrl: u.avatarFileId ? `/api/v2/user/avatar?v=${u.avatarFileId.slice(0, 8)}` : null,
    organization: u.organization,
    date_of_birth: u.dateOfBirth ? formatMdy(u.dateOfBirth) : null,
    govtIdRequired: u.govtIdRequired,
    is_captcha_enable: u.captchaEnabled,
    language: u.language,
  };
}

/**
 * GET /api/v2/user: the caller's profile as JSON text written by PostgreSQL, through the request's
 * read (the session checked in the same statement); the read is audited.
 */
export async function profileJson(ctx: AppContext, read: UserRead): Promise<string> {
  const [user] = await read.rows(profileRepository.getJsonStatement(ctx.db));
  if (!user) throw notFound();
  // Who read is known once the read has checked the session (the actor before it is anonymous).
  ctx.readAudit.record(read.actor(), { action: 'profile.read', entityType: 'user', entityId: read.userId() });
  return user.json;
}

/** The caller's profile as it is now (after an avatar upload). */
export async function currentProfile(ctx: AppContext, actor: Actor): Promise<Profile> {
  const user = await profileRepository.get(ctx.db, userIdOf(actor));
  if (!user) throw notFound();
  return toProfile(user);
}

/** PUT /api/v2/user/language: the portal language kept on the account, audited with the change. */
export async function updateLanguage({ db }: AppContext, actor: Actor, language: string): Promise<Profile> {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const row = await profileRepository.setLanguage(tx, userId, language);
    if (!row) throw notFound();
    await audit(tx, actor, {
      action: 'profile.update',
      entityType: 'user',
      entityId: userId,
      details: { fields: ['language'], language },
    });
    return toProfile(row);
  });
}

/** POST /api/v2/user: the fields a user may change about themselves, audited with the change. */
export async function updateProfile(
  { db }: AppContext,
  actor: Actor,
  input: z.output<typeof profileFieldsSchema>,
): Promise<Profile> {
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const row = await profileRepository.updateFields(tx, userId, {
      name: input.name,
      lastName: input.last_name,
      organization: input.organization,
      dateOfBirth: input.date_of_birth,
    });
    if (!row) throw notFound();
    await audit(tx, actor, {
      action: 'profile.update',
      entityType: 'user',
      entityId: userId,
      details: { fields: Object.keys(input) },
    });
    return toProfile(row);
  });
}
