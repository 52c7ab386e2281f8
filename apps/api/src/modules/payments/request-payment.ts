import { MESSAGES, normalizeBrand, type Fees, type RequestPayment } from '@portal/shared';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { authorizeRequestPayment } from './charging';
import { renderInvoice } from './invoice';
import { paymentsRepository as repo } from './repository';

/** A request's payment as its owner sees it (detail page, retry after a decline, invoice). */
export async function requestPayment(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  ref: string,
): Promise<RequestPayment> {
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

/** After a decline the user pays with another (or the same, updated) card. */
export async function retryPayment(ctx: AppContext, actor: Actor, userId: number, ref: string, cardId: number) {
  const { db, gateway } = ctx;
  const r = await repo.requestByRidOrId(db, userId, ref);
  if (!r) throw notFound();
  const p = await repo.payment(db, r.id);
  if (!p || p.status !== 'failed') throw badRequest(MESSAGES.badRequest);
  if (!(await repo.card(db, userId, cardId))) throw notFound();
  await db.transaction(async (tx) => {
    await authorizeRequestPayment(
      tx,
      { userId, requestId: r.id, cardId, check: false, amountCents: p.amountCents },
      gateway,
    );
    await audit(tx, actor, {
      action: 'payment.charge',
      entityType: 'request',
      entityId: r.id,
      requestId: r.id,
      details: { step: 'retry' },
    });
  });
  return requestPayment(ctx, actor, userId, r.rid);
}

/** The invoice PDF of a paid request; another user's request, or an unpaid one, answers 404. */
export async function invoiceFor({ db }: AppContext, actor: Actor, userId: number, ref: string) {
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
