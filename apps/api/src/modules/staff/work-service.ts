import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { centsLabel, type StaffRequestDetail } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { requestDesk, requests, requestStatusHistory, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { authOf } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { integrations } from './integrations';
import { iso, toQueueItem } from './mapping';
import { queueRepository } from './queue-repository';
import { recordsStore } from './records';

/** Messages of the desk (the spec is silent on the staff side; these are ours). */
export const DESK_MESSAGES = {
  notOpen: 'This request is not open on the desk',
  notPriced: 'Price the request before completing it',
  noRecords: 'Upload the medical records before completing the request',
  notClosable: 'Only an open or completed request can be closed',
} as const;

type Loaded = NonNullable<Awaited<ReturnType<typeof queueRepository.byRid>>>;

/** Working one request: view it, mark it incomplete, price, complete, close. */
export function createWorkService(ctx: AppContext) {
  const { db } = ctx;

  /** A request the desk may see: drafts and abandoned requests were never sent. */
  async function load(tx: DbOrTx, rid: string): Promise<Loaded> {
    const row = await queueRepository.byRid(tx, rid);
    if (!row || row.r.status === 'draft' || row.r.status === 'abandoned') throw notFound();
    return row;
  }

  async function setDesk(tx: DbOrTx, requestId: number, actor: number, values: Partial<typeof requestDesk.$inferInsert>) {
    const now = new Date();
    await tx.insert(requestDesk).values({ requestId, updatedBy: actor, updatedAt: now, ...values })
      .onConflictDoUpdate({ target: requestDesk.requestId, set: { updatedBy: actor, updatedAt: now, ...values } });
  }

  async function history(tx: DbOrTx, requestId: number, status: string, note: string | null, actor: number) {
    await tx.insert(requestStatusHistory).values({ requestId, status, note, actorUserId: actor });
  }

  async function owner(tx: DbOrTx, userId: number) {
    const [u] = await tx.select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
    return u!;
  }

  return {
    async detail(rid: string, req: FastifyRequest): Promise<StaffRequestDetail> {
      const row = await load(db, rid);
      const r = row.r;
      const now = new Date();
      const [account, hist, docs, records] = await Promise.all([
        owner(db, r.userId),
        db.select().from(requestStatusHistory).where(eq(requestStatusHistory.requestId, r.id)).orderBy(requestStatusHistory.at, requestStatusHistory.id),
        integrations.requestDocuments(db, r.id),
        recordsStore.list(db, r.id),
      ]);
      await audit(db, req, { action: 'staff.view', subjectUserId: r.userId, requestId: r.id, entityType: 'request', entityId: r.rid });
      const fileUrl = (id: string) => `/api/v2/staff/requests/${encodeURIComponent(r.rid)}/files/${id}`;
      return {
        ...toQueueItem(row, now),
        submitted_on: iso(r.submittedOn),
        patient: { first_name: r.patientFirstName, middle_name: r.patientMiddleName, last_name: r.patientLastName, dob: r.patientDob },
        account: { id: account.id, name: `${account.name} ${account.lastName}`, email: account.email },
        all_records: r.allRecords,
        records_before: r.recordsBefore,
        records_after: r.recordsAfter,
        reason_for_request: r.reasonForRequest,
        record_types: r.recordTypes,
        delivery_method: r.deliveryMethod,
        rush_request: r.rushRequest,
        remarks: r.remarks,
        custodian_form: r.custodianForm,
        ...(r.formAnswers ? { form_answers: r.formAnswers } : {}),
        check_payment: r.checkPayment,
        incomplete_reason: row.desk?.stage === 'incomplete' ? row.desk.incompleteReason : null,
        fees: r.fees ?? null,
        history: hist.map((h) => ({ status: h.status, note: h.note, at: h.at.toISOString() })),
        documents: docs.map((d) => ({ ...d, url: fileUrl(d.id) })),
        medical_records: records.map((m) => ({ id: m.fileId, name: m.name, kind: 'medical_record', url: fileUrl(m.fileId), created_at: m.createdAt.toISOString() })),
      };
    },

    /** Waiting on the patient: the reason is what the patient reads on their request. */
    async markIncomplete(rid: string, reason: string, req: FastifyRequest) {
      const actor = authOf(req).userId;
      const requestId = await db.transaction(async (tx) => {
        const row = await load(tx, rid);
        if (row.r.status !== 'ordered') throw badRequest(DESK_MESSAGES.notOpen);
        await setDesk(tx, row.r.id, actor, { stage: 'incomplete', incompleteReason: reason, incompleteAt: new Date() });
        await history(tx, row.r.id, 'incomplete', reason, actor);
        await tx.update(requests).set({ updatedAt: new Date() }).where(eq(requests.id, row.r.id));
        await audit(tx, req, { action: 'staff.action', subjectUserId: row.r.userId, requestId: row.r.id, entityType: 'request', entityId: rid, details: { action: 'incomplete' } });
        return row.r.id;
      });
      await integrations.notifyIncomplete(ctx, requestId);
    },

    async price(rid: string, amountCents: number, req: FastifyRequest) {
      const actor = authOf(req).userId;
      await db.transaction(async (tx) => {
        const row = await load(tx, rid);
        if (row.r.status !== 'ordered') throw badRequest(DESK_MESSAGES.notOpen);
        await tx.update(requests).set({ amountCents, updatedAt: new Date() }).where(eq(requests.id, row.r.id));
        await setDesk(tx, row.r.id, actor, { stage: 'priced', pricedAt: new Date() });
        await history(tx, row.r.id, 'priced', centsLabel(amountCents), actor);
        await audit(tx, req, { action: 'staff.action', subjectUserId: row.r.userId, requestId: row.r.id, entityType: 'request', entityId: rid, details: { action: 'price', amount_cents: amountCents } });
        await integrations.reprice(tx, row.r.id, amountCents);
      });
    },

    /**
     * Completes a priced request that has its records: the card is charged first (a decline leaves
     * it open), then status, completedOn (the 30-day download window starts) and the notice.
     */
    async complete(rid: string, req: FastifyRequest) {
      const actor = authOf(req).userId;
      const row = await load(db, rid);
      if (row.r.status !== 'ordered') throw badRequest(DESK_MESSAGES.notOpen);
      if (row.desk?.stage !== 'priced' || row.r.amountCents === null) throw badRequest(DESK_MESSAGES.notPriced);
      const records = await recordsStore.list(db, row.r.id);
      if (records.length === 0) throw badRequest(DESK_MESSAGES.noRecords);
      await integrations.charge(db, row.r.id);
      await db.transaction(async (tx) => {
        const now = new Date();
        // Only from 'ordered': a second clerk completing at the same moment changes nothing.
        const [updated] = await tx.update(requests).set({ status: 'completed', completedOn: now, updatedAt: now })
          .where(and(eq(requests.id, row.r.id), eq(requests.status, 'ordered'))).returning({ status: requests.status });
        if (!updated) throw badRequest(DESK_MESSAGES.notOpen);
        await history(tx, row.r.id, 'completed', null, actor);
        await audit(tx, req, { action: 'request.status_change', subjectUserId: row.r.userId, requestId: row.r.id, entityType: 'request', entityId: rid, details: { from: 'ordered', to: 'completed', by: 'staff' } });
      });
      await integrations.notifyCompleted(ctx, row.r.id);
    },

    async close(rid: string, note: string | undefined, req: FastifyRequest) {
      const actor = authOf(req).userId;
      const requestId = await db.transaction(async (tx) => {
        const row = await load(tx, rid);
        if (!['ordered', 'completed'].includes(row.r.status)) throw badRequest(DESK_MESSAGES.notClosable);
        await tx.update(requests).set({ status: 'closed_archived', updatedAt: new Date() }).where(eq(requests.id, row.r.id));
        await history(tx, row.r.id, 'closed_archived', note || null, actor);
        await audit(tx, req, { action: 'request.status_change', subjectUserId: row.r.userId, requestId: row.r.id, entityType: 'request', entityId: rid, details: { from: row.r.status, to: 'closed_archived', by: 'staff' } });
        return row.r.id;
      });
      await integrations.notifyClosed(ctx, requestId);
    },

    load,
  };
}
