import {
  LIMITS,
  MESSAGES,
  type CustodianSearchQuery,
  type CustodianSearchResult,
  type CustodianSummary,
  PROVIDER_MESSAGES,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { dependentCustodiansRepository } from './dependent-repository';
import { badRequest, notFound } from '../../platform/errors';
import { lookupZip } from './geo';
import { toDetail, toSummary } from './mapping';
import { nameTerms } from './name-index';
import { providersRepository } from './repository';
import { SearchCache } from './search-cache';
import { searchRepository, type SearchFilter, type SearchPage } from './search-repository';

/** Fax numbers are stored as '+1 999-999-9999'; a search accepts any spelling of the 10 digits. */
export function normalizeFax(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 10) digits = `1${digits}`;
  if (digits.length !== 11 || !digits.startsWith('1'))
    throw badRequest(PROVIDER_MESSAGES.faxIncorrect, { 'search[fax]': PROVIDER_MESSAGES.faxIncorrect });
  return `+1 ${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
}

/** A page from the cache when it has one (with this user's favorites marked), else from the database. */
async function searchPage(db: DbOrTx, filter: SearchFilter, cache?: SearchCache): Promise<SearchPage> {
  const key = SearchCache.keyOf(filter);
  const cached = key ? cache?.get(key) : undefined;
  if (cached) return { ...cached, rows: await searchRepository.markFavorites(db, filter.userId, cached.rows) };
  const page = await searchRepository.search(db, filter);
  if (key) cache?.set(key, page);
  return page;
}

export async function searchCustodians(
  db: DbOrTx,
  userId: number,
  q: CustodianSearchQuery,
  cache?: SearchCache,
): Promise<CustodianSearchResult> {
  const name = q['search[name]'] ?? '';
  const terms = nameTerms(name);
  if (name && !terms.length)
    throw badRequest(PROVIDER_MESSAGES.nameNeedsLetters, { 'search[name]': MESSAGES.required });
  const filter: SearchFilter = {
    userId,
    terms,
    state: q['search[state]'],
    city: q['search[city]'] || undefined,
    fax: q['search[fax]'] ? normalizeFax(q['search[fax]']) : undefined,
    formsOnly: q.is_form_req ?? false,
    favoritesOnly: q['search[favorite]'] ?? false,
    page: q.page,
  };
  const zip = q['search[zipcode]'];
  if (q['search[nearby]']) {
    if (q['search[latitude]'] !== undefined && q['search[longitude]'] !== undefined) {
      filter.near = { latitude: q['search[latitude]'], longitude: q['search[longitude]'] };
    } else {
      const point = zip ? lookupZip(zip) : null;
      if (!point) throw badRequest(PROVIDER_MESSAGES.zipInvalid, { 'search[zipcode]': PROVIDER_MESSAGES.zipInvalid });
      filter.near = point;
    }
  } else if (zip) {
    filter.zipcode = zip.slice(0, 5);
  }
  const { rows, total } = await searchPage(db, filter, cache);
  const count = Math.max(total, rows.length);
  return { custodians: rows.map(toSummary), total_custodians: count, is_result_record_found: count > 0 };
}

export async function suggestionList(db: DbOrTx, userId: number, state: string, name: string, formsOnly: boolean) {
  const rows = await searchRepository.suggestions(db, userId, state, nameTerms(name), formsOnly);
  const list: CustodianSummary[] = rows.slice(0, LIMITS.suggestionListMax).map(toSummary);
  return { custodians: list, total_custodians: list.length };
}

/** One provider; directory rows are public to every signed-in user, inactive ones are not found. */
export async function getCustodian(db: DbOrTx, userId: number, by: { id: number } | { urlId: string }) {
  const row = await providersRepository.activeCustodian(db, by);
  if (!row) throw notFound(MESSAGES.custodianNotFound);
  return toDetail(row, await providersRepository.isFavorite(db, userId, row.id));
}

/**
 * The providers of one of the caller's dependents' requests (another account's dependent: 404
 * "No dependent found"), a page at a time, filtered by name; the read is audited.
 */
export async function dependentCustodians(
  ctx: AppContext,
  actor: Actor,
  input: { dependentId: number; name: string; page: number },
): Promise<CustodianSearchResult> {
  const { db } = ctx;
  const userId = userIdOf(actor);
  if (!(await dependentCustodiansRepository.ownsDependent(db, userId, input.dependentId)))
    throw notFound(MESSAGES.noDependentFound);
  const { rows, total } = await dependentCustodiansRepository.list(
    db,
    userId,
    input.dependentId,
    nameTerms(input.name),
    input.page,
  );
  ctx.readAudit.record(actor, {
    action: 'dependent.read',
    entityType: 'dependent',
    entityId: input.dependentId,
    details: { view: 'custodian_list' },
  });
  return { custodians: rows.map(toSummary), total_custodians: total, is_result_record_found: total > 0 };
}
