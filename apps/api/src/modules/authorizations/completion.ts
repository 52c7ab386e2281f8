import {
  AUTHORIZATION_TEXTS,
  SUBMISSION_MESSAGES,
  authorizationLanguage,
  uncoveredRecordTypes,
  type SignerRole,
} from '@portal/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { requests } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { renderAuthorizationPdf } from '../../platform/pdf/authorization-pdf';
import { storeGenerated } from '../../platform/uploads';
import { authorizationsRepository as repo } from './repository';
import { accountOf } from './signing';
import { answersOf, authorizationScope, scopeLinesEnglish, shownRows } from './scope';

/**
 * The signed e-authorization is completed from the final request at submission. The wizard asks
 * for the signature on the authorization step (step 5) and for the record types, the reasons and
 * the delivery only on the request-information step (step 8); a document signed at step 5 could
 * not name what is released nor to whom. So the signature and the answers adopted at step 5 are
 * kept, the confirm step shows the signer the document's scope as it will read, and the submission
 * renders the document from the final request with that signature (the audit certificate records
 * when the signature was adopted, when the document was completed and the initials the scope was
 * confirmed with). Record types the authorization does not release (mental health records after
 * No to sensitive information) are refused: the signer signs again to include them.
 */
export interface Completion {
  authorizationId: number;
  userId: number;
  rid: string;
  pdf: Buffer;
  documentSha256: string;
}

type RequestValues = Partial<typeof requests.$inferInsert>;

/** The record types of a request that its signed authorization does not release (none without one). */
export async function uncoveredTypes(db: DbOrTx, requestId: number, recordTypes: readonly string[]) {
  const row = await repo.latestAny(db, requestId);
  if (!row || row.type !== 'PatientEAuthorization' || row.releaseSensitiveInfo === null) return [];
  return uncoveredRecordTypes(recordTypes, row.releaseSensitiveInfo ? row.sensitiveInfo : []);
}

/**
 * Renders the completed document (CPU work, before the submission's transaction): the request as
 * it will be saved (`values` over the stored row), the answers and signature adopted at signing.
 * Null when the request's authorization is not one signed online here (an uploaded release).
 */
export async function prepareCompletion(
  db: DbOrTx,
  requestId: number,
  values: RequestValues,
  confirmedWith: string,
  now = new Date(),
): Promise<Completion | null> {
  const scoped = await repo.scopeRequest(db, requestId);
  const row = await repo.latestAny(db, requestId);
  if (!scoped || !row || row.type !== 'PatientEAuthorization' || !row.authSignature) return null;
  const request = { ...scoped.request, ...values };
  const answers = answersOf(row);
  const released = row.releaseSensitiveInfo === null ? null : row.releaseSensitiveInfo ? row.sensitiveInfo : [];
  if (request.requestType === 'Record' && uncoveredRecordTypes(request.recordTypes, released).length) {
    throw badRequest(SUBMISSION_MESSAGES.notAuthorized, { record_types: SUBMISSION_MESSAGES.notAuthorized });
  }
  const custodian = request.custodianId ? await repo.custodian(db, request.custodianId) : null;
  const language = authorizationLanguage(row.language);
  const parties = {
    request,
    custodian,
    account: accountOf(scoped),
    answers,
    signedAt: row.signedAt,
  };
  const signature = row.drawMode
    ? { mode: 'draw' as const, png: Buffer.from(row.authSignature.split(',')[1] ?? '', 'base64') }
    : { mode: 'type' as const, name: row.authSignature };
  const role = (row.authRole ?? 'patient') as SignerRole;
  const { pdf, documentSha256 } = await renderAuthorizationPdf(
    {
      language,
      rid: scoped.request.rid,
      scope: authorizationScope({ ...parties, language }),
      signerName: answers.signerName,
      initials: row.authInitials ?? '',
      ssnLast4: row.authSsnLast4,
      role,
      signature,
      signedAt: row.signedAt,
    },
    {
      signer: `${answers.signerName} (account ${scoped.email})`,
      patient: answers.patient.name,
      role: AUTHORIZATION_TEXTS.en.roles[role],
      authority: role === 'patient' ? null : row.authAuthority,
      ip: row.signerIp ?? '',
      userAgent: (row.signerUserAgent ?? '').slice(0, 300),
      authMethod: row.signerAuthMethod ?? '',
      shown: [
        ['Signature adopted on the authorization step (UTC)', row.signedAt.toISOString()],
        ['Document completed from the submitted request (UTC)', now.toISOString()],
        ['Scope shown on the confirm step, confirmed with the initials', confirmedWith],
        ...shownRows(scopeLinesEnglish(parties)),
      ],
    },
  );
  return {
    authorizationId: row.id,
    userId: row.userId ?? scoped.request.userId,
    rid: scoped.request.rid,
    pdf,
    documentSha256,
  };
}

/** Stores the completed document in the submission's transaction; the row points at it from then on. */
export async function storeCompletion(app: Pick<AppContext, 'files'>, tx: Tx, actor: Actor, c: Completion) {
  const stored = await storeGenerated(app, tx, c.pdf, {
    name: `Authorization_${c.rid}.pdf`,
    mime: 'application/pdf',
    ownerUserId: c.userId,
    purpose: 'authorization',
  });
  await repo.completeSigned(tx, c.authorizationId, { fileId: stored.fileId, documentSha256: c.documentSha256 });
  await audit(tx, actor, {
    action: 'authorization.complete',
    entityType: 'authorization',
    entityId: c.authorizationId,
    details: { sha256: c.documentSha256 },
  });
}
