import { estimateTotal, type RequestBody, SUBMISSION_MESSAGES } from '@portal/shared';
import type { Tx } from '../../../db/client';
import type { custodians } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';
import type { PaymentGateway } from '../../../platform/payment-gateway';
import { authorizeRequestPayment, custodianFees } from '../../payments';
import { wizardRepository as repo, type RequestRow } from './repository';

/** Spec-silent messages the submission needs (kept together so the web shows the same words). */
/**
 * The parts of a submission that live in other capabilities' tables, inside the submission's
 * transaction: the request must have an authorization (and both sides of a government ID when
 * the profile requires one); supporting documents the user deleted in the wizard are flagged
 * deleted (never dropped); then the estimate is computed on the server (never taken from the
 * browser) and the payment authorized. A declined card leaves the request ordered with its
 * payment failed: the answer carries the gateway's message and the status, so the patient is shown
 * an error and pays at once with another card or a check (payments/requests/{rid}/retry).
 */
export async function finishSubmission(
  tx: Tx,
  gateway: PaymentGateway,
  userId: number,
  request: RequestRow,
  body: RequestBody,
  custodian: typeof custodians.$inferSelect,
): Promise<{ paymentMessage: string | null; paymentStatus: string }> {
  if (!(await repo.hasAuthorization(tx, request.id)))
    throw badRequest(SUBMISSION_MESSAGES.authorizationMissing, {
      authorization: SUBMISSION_MESSAGES.authorizationMissing,
    });

  const user = await repo.user(tx, userId);
  if (user?.govtIdRequired) {
    const kinds = await repo.liveDocumentKinds(tx, request.id);
    if (!kinds.has('govt_id_front') || !kinds.has('govt_id_back')) {
      throw badRequest(SUBMISSION_MESSAGES.govtIdMissing, { govt_id: SUBMISSION_MESSAGES.govtIdMissing });
    }
  }

  const docs = body.wizard?.supportingDocs ?? [];
  const deletedIds = docs
    .filter((d) => d.deleted === true)
    .map((d) => Number(d.id))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (deletedIds.length) {
    await repo.flagSupportingDeleted(tx, userId, request.id, deletedIds);
  }

  const { fees } = await custodianFees(tx, custodian.id, request.requestType === 'Form');
  const amountCents = estimateTotal(fees, { deliveryMethod: body.delivery_method, rush: body.rush_request });
  await repo.update(tx, userId, request.id, { fees: { ...fees }, amountCents });
  const payment = await authorizeRequestPayment(
    tx,
    {
      userId,
      requestId: request.id,
      cardId: body.check_payment ? null : (body.card_id ?? null),
      check: body.check_payment,
      amountCents,
    },
    gateway,
  );
  return { paymentMessage: payment.message, paymentStatus: payment.status };
}
