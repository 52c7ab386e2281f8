import { MESSAGES, normalizeBrand, type Fees, type RequestPayment } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { serverFileName } from '../../platform/mail-templates';
import { authorizeRequestPayment } from './charging';
import { renderInvoice } from './invoice';
import { paymentsRepository as repo } from './repository';

/** A request's payment as its owner sees it (detail page, retry after a decline, invoice). */
export async function requestPayment(ctx: AppContext, actor: Actor, ref: string): Promise<RequestPayment> {
  const userId = userIdOf(actor);
  const { db } = ctx;
  const r = await repo.requestByRidOrId(db, userId, ref);
  if (!r) throw notFound();
  const p = await repo.payment(db, r.id);
  const card = p?.cardId ? await repo.cardById(db, p.cardId) : null;
  ctx.readAudit.record(actor, { action: 'payment.read', entityType: 'request', entityId: r.id, requestId: r.id });
  return {
    rid: r.rid,
    status: p?.status ?? 'not_required',
    method: p?.method ?? 'none',
    amount_cents: p?.amountCents ?? 0,
    card: card ? { id: card.id, last4: card.last4, brand: normalizeBrand(card.brand) } : null,
    message: p?.failureMessage ?? null,
    invoice_available: p?.status === 'paid',
  };
}

/**
 * After a decline the user pays with another (or the same, updated) card, or by check. Only a sent,
 * still open request can be paid again; once it is paid (a hold or a check promised) the desk's queue
 * shows it as new work again (the queue reads the payment's status).
 */
export async function retryPayment(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  pay: { cardId?: number | undefined; check?: boolean | undefined },
) {
  const userId = userIdOf(actor);
  const { db, gateway } = ctx;
  const r = await repo.requestByRidOrId(db, userId, ref);
  if (!r) throw notFound();
  const p = await repo.payment(db, r.id);
  if (!p || p.status !== 'failed' || r.status !== 'ordered') throw badRequest(MESSAGES.badRequest);
  const check = pay.check === true;
  if (!check && !pay.cardId) throw badRequest(MESSAGES.selectCardFirst);
  if (!check && !(await repo.card(db, userId, pay.cardId!))) throw notFound();
  await db.transaction(async (tx) => {
    // A hold still open on the failed card (it failed at capture) is released before the new one.
    if (p.gatewayIntentId) await gateway.cancelPayment(p.gatewayIntentId, { db: tx }).catch(() => undefined);
    await authorizeRequestPayment(
      tx,
      { userId, requestId: r.id, cardId: check ? null : pay.cardId!, check, amountCents: p.amountCents },
      gateway,
    );
    await audit(tx, actor, {
      action: 'payment.charge',
      entityType: 'request',
      entityId: r.id,
      requestId: r.id,
      details: { step: 'retry', method: check ? 'check' : 'card' },
    });
  });
  return requestPayment(ctx, actor, r.rid);
}

/** The invoice PDF of a paid request; another user's request, or an unpaid one, answers 404. */
export async function invoiceFor({ db }: AppContext, actor: Actor, ref: string) {
  const userId = userIdOf(actor);
  const r = await repo.requestByRidOrId(db, userId, ref);
  if (!r) throw notFound();
  const p = await repo.payment(db, r.id);
  if (!p || p.status !== 'paid') throw notFound();
  const u = await repo.userRow(db, userId);
  const c = r.custodianId ? await repo.custodian(db, r.custodianId) : null;
  const card = p.cardId ? await repo.cardById(db, p.cardId) : null;
  await audit(db, actor, { action: 'payment.invoice', entityType: 'request', entityId: r.id, requestId: r.id });
  const billTo = card
    ? [
        card.name,
        card.addressLine1,
        card.addressLine2,
        `${card.addressCity}, ${card.addressState} ${card.addressZip}`,
      ].filter(Boolean)
    : [`${u?.name ?? ''} ${u?.lastName ?? ''}`.trim(), u?.email ?? ''];
  return {
    rid: r.rid,
    // Named in the account's language, as the other files the server makes ('Factura 261120-123456.pdf').
    filename: serverFileName(u?.language, 'invoice', r.rid, '.pdf'),
    pdf: await renderInvoice({
      rid: r.rid,
      paidAt: p.paidAt ?? p.updatedAt,
      billTo,
      provider: c?.name ?? '',
      fees: (r.fees as Fees | null) ?? null,
      deliveryMethod: r.deliveryMethod,
      rush: r.rushRequest,
      amountCents: p.capturedCents ?? p.amountCents,
      card: card ? `${normalizeBrand(card.brand)} ending in ${card.last4}` : null,
    }),
  };
}
