import type { DbOrTx } from '../../db/client';
import * as nameIndex from './name-index-repository';

/**
 * Keeps the directory's word index in step with its custodians: (re)builds the word rows of the
 * given custodians (all when no ids are given, or those with id > afterId). Whoever inserts or
 * renames custodians calls this in the same transaction (the seed, the desk's approval).
 */
export const indexCustodianNames = (db: DbOrTx, opts: { ids?: number[]; afterId?: number } = {}) =>
  nameIndex.indexCustodianNames(db, opts);
