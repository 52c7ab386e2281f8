import { authorizationLanguage, type SignedAuthorization } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { ownedRequest } from '../documents';
import { authorizationsRepository as repo } from './repository';
import { addressLine, answersOf, providerCategories, sensitiveAsked } from './scope';
import { accountOf } from './signing';

/**
 * What the authorization step adopted for one of the caller's requests (another account's rid, or
 * no authorization signed online: 404): the answers, the initials, the signature and the parties
 * the document names. The confirm step runs the shared `scopeOf` over it and the request's final
 * answers, so it shows the signer the lines the PDF completed at submission will state
 * (`prepareCompletion` reads the same row and the same custodian).
 */
export async function signedAuthorization(ctx: AppContext, actor: Actor, rid: string): Promise<SignedAuthorization> {
  const owned = await ownedRequest(ctx.db, userIdOf(actor), rid);
  const row = await repo.latestAny(ctx.db, owned.id);
  const scoped = await repo.scopeRequest(ctx.db, owned.id);
  if (!row || !scoped || row.type !== 'PatientEAuthorization' || !row.authSignature) throw notFound();
  const custodian = scoped.request.custodianId ? await repo.custodian(ctx.db, scoped.request.custodianId) : null;
  const a = answersOf(row);
  const template = scoped.request.formId
    ? custodian?.patientFormTemplates?.find((f) => f.id === scoped.request.formId)
    : undefined;
  ctx.readAudit.record(actor, {
    action: 'authorization.read',
    entityType: 'authorization',
    entityId: row.id,
    requestId: owned.id,
  });
  return {
    language: authorizationLanguage(row.language),
    signed_at: row.signedAt.toISOString(),
    answers: {
      patient_name: a.patient.name,
      patient_dob: a.patient.dob,
      role: a.role,
      signer_name: a.signerName,
      authority: a.authority,
      release: a.release,
      chosen: [...a.chosen],
    },
    initials: row.authInitials ?? '',
    signature: { mode: row.drawMode ? 'draw' : 'type', value: row.authSignature },
    account: accountOf(scoped),
    provider: custodian
      ? {
          name: custodian.name,
          address: addressLine(custodian),
          asks_sensitive: sensitiveAsked(custodian),
          categories: providerCategories(custodian),
        }
      : null,
    form: template?.name ?? scoped.request.custodianForm ?? null,
  };
}
