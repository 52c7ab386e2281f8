import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The SQL side of name matching (name-index.ts holds the pure rules): word lookups and the word index. */

/**
 * "Some word of the name starts with term": ' term' occurs in ' ' || name. Terms are [a-z0-9]
 * only (nameTerms), and strpos costs a fraction of the regular expression it replaced.
 */
export function hasWordStarting(name: SQL, term: string): SQL {
  return sql`strpos(' ' || ${name}, ${` ${term}`}) > 0`;
}

/** The upper bound of a "starts with" range in byte order: 'hos' → 'hot'. */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * (Re)builds the word rows of custodians (all when no ids are given, or those with id > afterId).
 * Whoever inserts or renames custodians calls this in the same transaction (seed, staff approval).
 */
export async function indexCustodianNames(db: DbOrTx, opts: { ids?: number[]; afterId?: number } = {}) {
  const where = opts.ids
    ? sql`c.id = ANY(${sql.raw(`ARRAY[${opts.ids.map((n) => Math.trunc(n)).join(',') || 'NULL'}]::int[]`)})`
    : sql`c.id > ${opts.afterId ?? 0}`;
  if (opts.ids) {
    await db.execute(
      sql`DELETE FROM custodian_name_words w USING custodians c WHERE w.custodian_id = c.id AND ${where}`,
    );
  }
  await db.execute(sql`
    INSERT INTO custodian_name_words (state, word, name_key, custodian_id, word_start)
    SELECT DISTINCT c.state, w.word, c.search_name, c.id, strpos(' ' || c.search_name, ' ' || w.word)
    FROM custodians c, unnest(string_to_array(c.search_name, ' ')) AS w(word)
    WHERE ${where} AND c.state IS NOT NULL AND c.active AND w.word <> ''
    ON CONFLICT DO NOTHING`);
}
