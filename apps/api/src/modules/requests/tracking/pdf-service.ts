import { REQUEST_MESSAGES } from '@portal/shared';
import { userIdOf, type Actor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import type { AppContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { lettersAvailable, renderLetter, type LetterKind } from './letters';
import { renderNoRecordsStatement } from './no-records-statement';
import { trackingRepository as repo } from './repository';
import { ownedRequest } from './service';

export const NO_STATEMENT = 'This request was not closed as "no records found".';

/**
 * The reminder to the provider or the OCR complaint of an overdue request, as a PDF for its owner
 * (another account's rid answers 404; a request that is not overdue, 409). Reading one is logged.
 */
export async function letterPdf(ctx: AppContext, actor: Actor, input: { rid: string; kind: LetterKind }) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const now = new Date();
  const row = await ownedRequest(db, userId, input.rid);
  const clock = lettersAvailable(row, now);
  if (!clock) throw new AppError('CONFLICT', REQUEST_MESSAGES.lettersNotYet);
  const account = await repo.account(db, userId);
  if (!account) throw notFound();
  const { pdf, filename } = await renderLetter(db, input.kind, row, clock, account, now);
  await audit(db, actor, {
    action: 'request.read',
    entityType: 'request',
    entityId: row.r.rid,
    requestId: row.r.id,
    details: { letter: input.kind },
  });
  return { pdf, filename };
}

/**
 * The desk's signed "no records found" statement as a PDF, for the request's owner (another
 * account's rid answers 404; a request without one, 409), in the account holder's language with
 * the English statement as signed after it. Logged.
 */
export async function noRecordsStatementPdf(ctx: AppContext, actor: Actor, input: { rid: string }) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const row = await ownedRequest(db, userId, input.rid);
  if (!row.deskFee?.noRecordsAt) throw new AppError('CONFLICT', NO_STATEMENT);
  const payment = await repo.payment(db, row.r.id);
  const { pdf, filename } = await renderNoRecordsStatement(row, payment?.p ?? null, await repo.account(db, userId));
  await audit(db, actor, {
    action: 'request.read',
    entityType: 'request',
    entityId: row.r.rid,
    requestId: row.r.id,
    details: { document: 'no_records_statement' },
  });
  return { pdf, filename };
}
