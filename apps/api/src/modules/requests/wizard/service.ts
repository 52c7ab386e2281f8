import { MESSAGES, stateOf, type RequestBody } from '@portal/shared';
import type { DbOrTx } from '../../../db/client';
import { userIdOf, type Actor } from '../../../platform/actor';
import { mailReceipt, type ReceiptPayment } from '../../notifications';
import type { AppContext } from '../../../platform/context';
import { audit } from '../../../platform/audit';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { assertAllowed, transition } from '../../lifecycle';
import { prepareCompletion, storeCompletion } from '../../authorizations';
import { newRid } from '../rid';
import { bodyToValues, toWizardRequest } from './mapping';
import { wizardRepository as repo, type RequestRow, type RequestValues } from './repository';
import { submissionProblems } from './rules';
import { finishSubmission } from './submission';

export type RequestKind = 'Record' | 'Form';

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** The patient block and the checked provider of a body: a forged provider or dependent is refused. */
async function resolveParties(db: DbOrTx, userId: number, b: RequestBody) {
  const custodian = await repo.custodian(db, b.custodian_id);
  if (!custodian)
    throw new AppError('NOT_FOUND', MESSAGES.custodianNotFound, { custodian_id: MESSAGES.custodianNotFound });
  let patient: RequestValues;
  if (b.dependent_id) {
    const d = await repo.dependent(db, userId, b.dependent_id);
    if (!d) throw new AppError('NOT_FOUND', MESSAGES.noDependentFound, { dependent_id: MESSAGES.noDependentFound });
    patient = {
      patientFirstName: d.firstName,
      patientMiddleName: d.middleName,
      patientLastName: d.lastName,
      patientDob: d.dob,
    };
  } else {
    const u = await repo.user(db, userId);
    if (!u) throw notFound();
    patient = {
      patientFirstName: u.name,
      patientMiddleName: null,
      patientLastName: u.lastName,
      patientDob: u.dateOfBirth,
    };
  }
  return { custodian, patient };
}

/** Inserts with a fresh rid, retrying on the rare rid collision. */
/**
 * Inserts a new request under a fresh rid. Each try runs in its own savepoint: a colliding rid
 * fails only that savepoint, so the retry does not run inside an aborted transaction ("current
 * transaction is aborted", a 500 seen once in ~420 drafts).
 */
export async function insertWithRid(
  db: DbOrTx,
  userId: number,
  values: RequestValues & { requestType: RequestKind },
  nextRid: () => string = newRid,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((sp) => repo.insert(sp, userId, nextRid(), values));
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 4) throw e;
      // A repeated idempotency key is not a rid collision: let the caller see it.
      if (values.idempotencyKey && (await repo.findByIdempotencyKey(db, userId, values.idempotencyKey))) throw e;
    }
  }
}

/** The request a body continues: its rid (owned, same type) or the wizard session's idempotency key. */
async function existingFor(
  db: DbOrTx,
  userId: number,
  kind: RequestKind,
  b: RequestBody,
  forUpdate = false,
): Promise<RequestRow | null> {
  const row = b.rid
    ? await repo.findOwned(db, userId, b.rid, { forUpdate })
    : await repo.findByIdempotencyKey(db, userId, b.idempotency_key, { forUpdate });
  if (b.rid && (!row || row.requestType !== kind)) throw notFound();
  if (row && row.requestType !== kind) throw notFound();
  return row;
}

/** Saves the wizard's work as a draft (creating it on step 2 when there is no rid yet). */
export async function saveDraft(ctx: AppContext, actor: Actor, kind: RequestKind, b: RequestBody) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const saved = await db.transaction(async (tx) => {
    const { patient } = await resolveParties(tx, userId, b);
    const row = await existingFor(tx, userId, kind, b, true);
    // A caregiver acting for the patient is the requester (their own account), the patient otherwise.
    const values = { ...bodyToValues(b), ...patient, requestedByUserId: actor.caregiverUserId ?? null };
    if (row) {
      if (row.status !== 'draft') throw badRequest(MESSAGES.badRequest);
      const updated = await repo.update(tx, userId, row.id, {
        ...values,
        currentStep: Math.max(row.currentStep, b.current_step),
      });
      await audit(tx, actor, {
        action: 'request.update',
        entityType: 'request',
        entityId: updated.rid,
        requestId: updated.id,
        details: { step: updated.currentStep },
      });
      return updated;
    }
    // A new row starts as a draft (the column's default); the lifecycle records its creation.
    const created = await insertWithRid(tx, userId, {
      ...values,
      requestType: kind,
      currentStep: b.current_step,
      idempotencyKey: b.idempotency_key,
    });
    await transition(tx, null, {
      requestId: created.id,
      event: 'create_draft',
      justCreated: true,
      actor: { kind: 'patient', userId },
      who: actor,
    });
    return created;
  });
  return { request_rid: saved.rid, message: 'Request saved as draft' };
}

/** Abandon (the leave prompt): only a draft can be abandoned; what was entered is kept with it. */
export async function abandon(ctx: AppContext, actor: Actor, kind: RequestKind, rid: string) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const row = await db.transaction(async (tx) => {
    const found = await repo.findOwned(tx, userId, rid, { forUpdate: true });
    if (!found || found.requestType !== kind) throw notFound();
    return (
      await transition(tx, null, {
        requestId: found.id,
        event: 'abandon',
        actor: { kind: 'patient', userId },
        who: actor,
      })
    ).request;
  });
  return { request_rid: row.rid, message: 'Request abandoned' };
}

/**
 * Deletes an own draft (the requests list's Delete). Another user's rid answers 404; a request
 * that was submitted (or abandoned) is refused: only work never sent may vanish. Answers the
 * storage keys of its files, removed by the caller after the commit.
 */
export async function deleteDraft(ctx: AppContext, actor: Actor, rid: string) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  return db.transaction(async (tx) => {
    const found = await repo.findOwned(tx, userId, rid, { forUpdate: true });
    if (!found) throw notFound();
    if (found.status !== 'draft') throw badRequest(MESSAGES.badRequest);
    const storageKeys = await repo.deleteDraft(tx, userId, found.id);
    await audit(tx, actor, {
      action: 'request.delete_draft',
      entityType: 'request',
      entityId: rid,
      requestId: found.id,
      details: { type: found.requestType, files: storageKeys.length },
    });
    return storageKeys;
  });
}

/**
 * The submission: request, document flags and payment authorization in one transaction. The
 * same submission twice (same rid or same idempotency key) answers the first one's rid.
 */
export async function submit(ctx: AppContext, actor: Actor, kind: RequestKind, b: RequestBody) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  // The signed authorization is completed from the request as it is submitted (its record
  // types, reasons and delivery come after the signature): drawn here, before the transaction
  // (CPU, not database work), stored with the submission inside it.
  const pending = await existingFor(db, userId, kind, b);
  const completion =
    pending && pending.status === 'draft'
      ? await prepareCompletion(db, pending.id, bodyToValues(b), b.initials ?? '')
      : null;
  const run = () =>
    db.transaction(async (tx) => {
      const { custodian, patient } = await resolveParties(tx, userId, b);
      const row = await existingFor(tx, userId, kind, b, true);
      if (row && row.status === 'ordered')
        return {
          row,
          repeated: true as boolean,
          paymentMessage: null,
          paymentStatus: undefined as string | undefined,
        };
      if (row) assertAllowed(stateOf(row.status), 'submit', 'patient');
      const problems = submissionProblems(b, { kind, custodian });
      const first = Object.values(problems)[0];
      if (first) throw badRequest(first, problems);
      // Whoever submits is the requester: a caregiver acting for the patient, or the patient.
      const values = { ...bodyToValues(b), ...patient, requestedByUserId: actor.caregiverUserId ?? null };
      const saved = row
        ? await repo.update(tx, userId, row.id, values)
        : await insertWithRid(tx, userId, { ...values, requestType: kind, idempotencyKey: b.idempotency_key });
      const { paymentMessage, paymentStatus } = await finishSubmission(tx, ctx.gateway, userId, saved, b, custodian);
      if (completion) await storeCompletion(ctx, tx, actor, completion);
      // Status, submitted_on/ordered_on (the HIPAA clock starts), history and audit: the lifecycle.
      const submitted = await transition(tx, null, {
        requestId: saved.id,
        event: 'submit',
        actor: { kind: 'patient', userId },
        who: actor,
      });
      return {
        row: submitted.request,
        repeated: false as boolean,
        paymentMessage,
        paymentStatus: paymentStatus,
      };
    });
  let result;
  try {
    result = await run();
  } catch (e) {
    // Two first submissions raced on the idempotency key: the loser answers the winner's rid.
    if (!isUniqueViolation(e)) throw e;
    result = await run();
  }
  // The receipt goes once, for the submission that ordered the request (not for a repeat),
  // after the commit; a mail that cannot be written is logged and the submission stands. A card
  // that failed is a payment still owed: the receipt says so, never that the card is authorized.
  if (!result.repeated) {
    const payment: ReceiptPayment =
      result.paymentStatus === 'failed' ? 'failed' : b.check_payment ? 'check' : b.card_id ? 'card' : 'free';
    await mailReceipt(ctx, ctx.log, result.row.id, payment);
  }
  return {
    request_rid: result.row.rid,
    message: result.paymentMessage ?? 'Request submitted successfully',
    // Said only when the card failed: the browser shows an error and the way to pay, not a success.
    ...(result.paymentStatus === 'failed' ? { payment_status: result.paymentStatus } : {}),
  };
}

/** GET /api/v2/request/:rid for resume: the owner only (404 for anyone else). */
export async function getForResume(ctx: AppContext, actor: Actor, rid: string) {
  const { db } = ctx;
  const userId = userIdOf(actor);
  const row = await repo.findOwned(db, userId, rid);
  if (!row) throw notFound();
  const custodian = row.custodianId ? await repo.custodian(db, row.custodianId) : null;
  ctx.readAudit.record(actor, { action: 'request.read', entityType: 'request', entityId: rid, requestId: row.id });
  return toWizardRequest(row, custodian?.name ?? null);
}
