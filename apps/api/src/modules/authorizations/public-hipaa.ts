import {
  AUTHORIZATION_LANGUAGES,
  SENSITIVE_CATEGORIES,
  authorizationLanguage,
  type AuthorizationLanguage,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { LinkGrant } from './links';
import { authorizationsRepository } from './repository';

/**
 * What the public HIPAA page shows before it asks for anything: the provider who will disclose,
 * the languages it signs in, and who asked for the authorization. Read from the request the link's
 * token is bound to (the URL's org_name is only a hint and never printed on the document).
 */
export async function hipaaLinkInfo(db: DbOrTx, grant: LinkGrant) {
  const row = await authorizationsRepository.hipaaLinkRow(db, grant.requestId);
  const keys = [...new Set((row?.languages ?? []).map((l) => authorizationLanguage(l.key)))];
  const languages: AuthorizationLanguage[] = keys.length ? keys : ['en'];
  const requester = [row?.name, row?.lastName].filter(Boolean).join(' ');
  return {
    rid: grant.rid,
    provider: row?.provider ?? 'the provider',
    languages,
    requested_by: row?.organization ? `${requester} (${row.organization})` : requester,
    categories: row?.categories?.length ? row.categories : [...SENSITIVE_CATEGORIES],
  };
}
export type HipaaLinkInfo = Awaited<ReturnType<typeof hipaaLinkInfo>>;

/** The language asked for when the provider signs in it (English is always there as the fallback). */
export function hipaaLanguage(info: HipaaLinkInfo, asked: string | undefined): AuthorizationLanguage {
  // Never empty (hipaaLinkInfo gives ['en'] when the provider lists none): the default is that English.
  const [offered = 'en'] = info.languages;
  const k = (AUTHORIZATION_LANGUAGES as readonly string[]).includes(asked ?? '')
    ? (asked as AuthorizationLanguage)
    : offered;
  return info.languages.includes(k) || k === 'en' ? k : offered;
}
