import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { files, users } from '../../db/schema';
import { noRow } from '../../platform/errors';

/** The signed-in user's own profile: every query is by the session's user id. */
const getStatement = (db: DbOrTx) =>
  preparedFor(db, 'profile_get', (d) =>
    d
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('profile_get'),
  );

/**
 * The profile as the answer's JSON text, written by PostgreSQL as toProfile writes it (the
 * avatar's address from its file id, the date of birth M/D/YYYY).
 */
const getJsonStatement = (db: DbOrTx) =>
  preparedFor(db, 'profile_get_json', (d) =>
    d
      .select({
        json: sql<string>`(select row_to_json(y)::text from (select ${users}.id, ${users}.name, ${users}.last_name, ${users}.email,
          case when ${users}.avatar_file_id is not null
            then '/api/v2/user/avatar?v=' || left(${users}.avatar_file_id::text, 8) end as "avatarUrl",
          ${users}.organization, to_char(${users}.date_of_birth, 'FMMM/FMDD/FMYYYY') as date_of_birth,
          ${users}.govt_id_required as "govtIdRequired", ${users}.captcha_enabled as is_captcha_enable,
          ${users}.language) y)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('profile_get_json'),
  );

export const profileRepository = {
  /** The profile's answer as JSON text (PostgreSQL writes it), for readWithSession. */
  getJsonStatement: (db: Db) => getJsonStatement(db)!,

  async get(db: DbOrTx, userId: number) {
    // Every page asks for the profile: a prepared statement (planned once per connection).
    const p = getStatement(db);
    const [row] = p ? await p.execute({ userId }) : await db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  },

  async updateFields(
    db: DbOrTx,
    userId: number,
    v: { name: string; lastName: string; organization: string | null; dateOfBirth: string | null },
  ) {
    const [row] = await db
      .update(users)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  },

  async setLanguage(db: DbOrTx, userId: number, language: string) {
    const [row] = await db
      .update(users)
      .set({ language, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  },

  async setPassword(db: DbOrTx, userId: number, passwordHash: string) {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  /** The user's current avatar file (only a file the user owns and has not replaced). */
  async avatarFile(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ f: files })
      .from(users)
      .innerJoin(files, eq(files.id, users.avatarFileId))
      .where(and(eq(users.id, userId), eq(files.ownerUserId, userId), isNull(files.deletedAt)));
    return row?.f ?? null;
  },

  /** Points the profile at a new avatar file and marks the previous one deleted; answers the old one. */
  async replaceAvatar(
    db: DbOrTx,
    userId: number,
    stored: { storageKey: string; originalName: string; mime: string; size: number; sha256: string },
  ) {
    const previous = await this.avatarFile(db, userId);
    const [file] = await db
      .insert(files)
      .values({ ...stored, ownerUserId: userId, purpose: 'avatar' })
      .returning();
    if (!file) throw noRow('file');
    await db.update(users).set({ avatarFileId: file.id, updatedAt: new Date() }).where(eq(users.id, userId));
    if (previous) await db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, previous.id));
    return { file, previous };
  },
};
