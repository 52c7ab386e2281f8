import type { DbOrTx } from '../../db/client';
import { authorizationsRepository as repo } from './repository';
import { answersOf, scopeLinesEnglish } from './scope';

/**
 * What the request's signed authorization states, in English, one line per element (the same
 * builder as the PDF, read from the same request): the records desk reads it next to the document.
 * Empty when the authorization is an uploaded release (its text is the patient's own).
 */
export async function authorizationScopeLines(db: DbOrTx, requestId: number): Promise<string[]> {
  const row = await repo.latestAny(db, requestId);
  if (!row || row.type === 'GeneralRelease') return [];
  const scoped = await repo.scopeRequest(db, requestId);
  if (!scoped) return [];
  const custodian = scoped.request.custodianId ? await repo.custodian(db, scoped.request.custodianId) : null;
  let requester: string | undefined;
  if (row.type === 'HipaaAuthorization') {
    const link = await repo.hipaaLinkRow(db, requestId);
    const name = [link?.name, link?.lastName].filter(Boolean).join(' ');
    requester = link?.organization ? `${name} (${link.organization})` : name;
  }
  return scopeLinesEnglish({
    request: scoped.request,
    custodian,
    account: { name: [scoped.name, scoped.lastName].filter(Boolean).join(' '), email: scoped.email },
    answers: answersOf(row),
    signedAt: row.signedAt,
    requester,
  });
}
