import { asc, eq } from 'drizzle-orm';
import { estimateTotal, feesFor, formatCents, type LifecycleActor, type LifecycleEvent } from '@portal/shared';
import type { DbOrTx } from '../db/client';
import {
  authorizations,
  chatMessages,
  chatReadMarkers,
  custodians,
  dependents,
  files,
  medicalRecords,
  requestPayments,
  requests,
  users,
} from '../db/schema';
import { transition, type TransitionInput } from '../modules/lifecycle';
import { newRid } from '../modules/requests/rid';
import type { SeedContext } from './index';
import { noRow } from '../platform/errors';
import { countPdfPages } from '../platform/pdf/page-count';

/**
 * Demo requests of the demo account: every status (draft, abandoned, ordered, completed,
 * completed_archived, closed_archived), records and forms, for the account holder and both
 * dependents, spread over several months and years, each with its status history; a few carry a
 * chat with the records team, a captured payment (refundable) or delivered records (downloadable).
 * Dates are relative to the first start so the 30-day clock and download window read sensibly.
 * Every status is reached through the lifecycle's transition() (as the wizard, the desk and the
 * archive job reach it), back-dated and without mail: the seed writes no status of its own.
 */
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type Who = 'self' | 'child' | 'spouse';
interface Demo {
  type: 'Record' | 'Form';
  status: (typeof requests.$inferInsert)['status'] & string;
  who: Who;
  /** Index into the first custodians by id (positions 0, 2 and 4 accept forms). */
  custodian: number;
  /** Days ago the request was started; ordered the next day, completed `completedAfter` days later. */
  started: number;
  completedAfter?: number;
  step?: number;
  dates?: { after?: string; before?: string };
  form?: string;
  paidCents?: number;
  records?: string;
  chat?: Array<['patient' | 'staff', string, number]>;
  /** Delivered records the patient has not opened yet (new on the home); others were seen the next day. */
  recordsNew?: boolean;
  /** The desk's question (days ago, words): the request then waits on the patient. */
  asks?: [number, string];
}

const DEMOS: Demo[] = [
  {
    type: 'Record',
    status: 'ordered',
    who: 'self',
    custodian: 0,
    started: 7,
    chat: [
      ['patient', 'Hello, could you include my lab results from last spring as well?', 5],
      ['staff', 'Yes, we have added the lab results to your request. The provider has it now.', 4],
    ],
  },
  {
    type: 'Record',
    status: 'completed',
    who: 'self',
    custodian: 1,
    started: 41,
    completedAfter: 24,
    paidCents: 2150,
    records: 'Medical records',
    recordsNew: true,
    chat: [['staff', 'Your records are ready to download from this page.', 10]],
  },
  {
    type: 'Form',
    status: 'ordered',
    who: 'child',
    custodian: 2,
    started: 21,
    form: 'Patient Intake Form',
    asks: [3, 'Please upload a copy of your child’s birth certificate, so we can confirm you are their parent.'],
  },
  { type: 'Record', status: 'ordered', who: 'spouse', custodian: 2, started: 36, dates: { after: '2021-01-01' } },
  {
    type: 'Record',
    status: 'completed_archived',
    who: 'spouse',
    custodian: 4,
    started: 420,
    completedAfter: 18,
    paidCents: 1500,
    dates: { after: '2019-06-01', before: '2023-12-31' },
  },
  {
    type: 'Form',
    status: 'completed',
    who: 'self',
    custodian: 4,
    started: 150,
    completedAfter: 12,
    paidCents: 2500,
    form: 'Patient Intake Form',
  },
  { type: 'Record', status: 'closed_archived', who: 'self', custodian: 2, started: 790 },
  {
    type: 'Record',
    status: 'abandoned',
    who: 'child',
    custodian: 0,
    started: 12,
    step: 5,
    dates: { before: '2024-08-31' },
  },
  { type: 'Record', status: 'draft', who: 'self', custodian: 1, started: 2, step: 4 },
  { type: 'Form', status: 'draft', who: 'child', custodian: 0, started: 1, step: 3, form: 'Patient Intake Form' },
];

/** A one-page PDF standing in for the records a provider delivered. */
function demoPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 760 Td (${title} - demonstration file) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

/** The release the patient uploaded with a sent request (submission needs an authorization). */
async function seedAuthorization(
  tx: DbOrTx,
  ctx: SeedContext['ctx'],
  userId: number,
  requestId: number,
  rid: string,
  at: Date,
) {
  const name = `Release authorization ${rid}.pdf`;
  const stored = await ctx.files.put(demoPdf('Release authorization'));
  const [f] = await tx
    .insert(files)
    .values({
      ownerUserId: userId,
      purpose: 'authorization',
      storageKey: stored.key,
      originalName: name,
      mime: 'application/pdf',
      size: stored.size,
      sha256: stored.sha256,
      createdAt: at,
    })
    .returning();
  if (!f) throw noRow('file');
  await tx
    .insert(authorizations)
    .values({ requestId, userId, type: 'GeneralRelease', fileId: f.id, name, signedAt: at, createdAt: at });
}

export async function seedRequests({ ctx, demoUserId }: SeedContext) {
  const db = ctx.db;
  const [owner] = await db.select().from(users).where(eq(users.id, demoUserId));
  const deps = await db.select().from(dependents).where(eq(dependents.userId, demoUserId)).orderBy(asc(dependents.id));
  const providers = await db
    .select({ id: custodians.id, pricing: custodians.pricing, freePricing: custodians.freePricing })
    .from(custodians)
    .orderBy(asc(custodians.id))
    .limit(6);
  if (!owner || providers.length === 0) return;
  const child = deps.find((d) => d.relation === 'child') ?? null;
  const spouse = deps.find((d) => d.relation === 'spouse') ?? null;

  for (const d of DEMOS) {
    const dep = d.who === 'child' ? child : d.who === 'spouse' ? spouse : null;
    const patient = dep
      ? { first: dep.firstName, middle: dep.middleName, last: dep.lastName, dob: dep.dob }
      : { first: owner.name, middle: null, last: owner.lastName, dob: owner.dateOfBirth };
    const created = ago(d.started);
    const sent = d.status !== 'draft' && d.status !== 'abandoned';
    const ordered = sent ? new Date(created.getTime() + DAY) : null;
    const completed =
      ordered && d.completedAfter !== undefined ? new Date(ordered.getTime() + d.completedAfter * DAY) : null;
    // providers is not empty (returned above when it is) and the index is taken modulo its length.
    const provider = providers[d.custodian % providers.length]!;
    const fees = feesFor(provider.pricing, { freePricing: provider.freePricing, isForm: d.type === 'Form' });
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(requests)
        .values({
          rid: newRid(created),
          userId: demoUserId,
          dependentId: dep?.id ?? null,
          custodianId: provider.id,
          requestType: d.type,
          currentStep: d.step ?? 11,
          patientFirstName: patient.first,
          patientMiddleName: patient.middle,
          patientLastName: patient.last,
          patientDob: patient.dob,
          allRecords: d.type === 'Record' && !d.dates,
          recordsAfter: d.dates?.after ?? null,
          recordsBefore: d.dates?.before ?? null,
          reasonForRequest: d.type === 'Form' ? ['school_sports'] : ['continuing_care'],
          recordTypes: d.type === 'Record' ? ['medical', 'lab'] : [],
          scope: d.type === 'Record' ? ['visit_notes', 'medications'] : [],
          deliveryMethod: 'instant_download',
          checkPayment: Boolean(d.paidCents),
          custodianForm: d.form ?? null,
          formId: d.form ? 1 : null,
          // What the wizard stores at submission: the schedule and the estimate the patient authorized.
          fees: sent ? { ...fees } : null,
          amountCents: sent ? estimateTotal(fees, { deliveryMethod: 'instant_download' }) : null,
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      if (!row) throw noRow('request');
      const r = row;
      const move = (event: LifecycleEvent, kind: LifecycleActor, at: Date, extra: Partial<TransitionInput> = {}) =>
        transition(tx, ctx, {
          requestId: r.id,
          event,
          actor: { kind, userId: kind === 'patient' ? demoUserId : null },
          who: null,
          now: at,
          mail: false,
          ...extra,
        });
      await move('create_draft', 'patient', created, { justCreated: true });
      if (d.status === 'abandoned') await move('abandon', 'patient', new Date(created.getTime() + DAY / 2));
      if (ordered) {
        await seedAuthorization(tx, ctx, demoUserId, r.id, r.rid, created);
        await move('submit', 'patient', ordered);
      }
      // Completion needs delivered records (the lifecycle checks it): every completed demo has some.
      const delivered = d.records ?? (d.type === 'Form' ? 'Completed form' : 'Medical records');
      if (completed) {
        const name = `${delivered} ${r.rid}.pdf`;
        const pdf = demoPdf(delivered);
        const stored = await ctx.files.put(pdf);
        const [f] = await tx
          .insert(files)
          .values({
            ownerUserId: demoUserId,
            purpose: 'medical_record',
            storageKey: stored.key,
            originalName: name,
            mime: 'application/pdf',
            size: stored.size,
            sha256: stored.sha256,
          })
          .returning();
        if (!f) throw noRow('file');
        // Counted as the desk's uploads are, so the demo's records show their page count too.
        const pageCount = await countPdfPages(pdf);
        await tx
          .insert(medicalRecords)
          .values({ requestId: r.id, fileId: f.id, name, pageCount, createdAt: completed });
        if (!d.recordsNew)
          await tx
            .update(requests)
            .set({ recordsSeenAt: new Date(completed.getTime() + DAY) })
            .where(eq(requests.id, r.id));
      }
      if (ordered && completed) {
        const priced = new Date(completed.getTime() - DAY / 2);
        await move('price', 'staff', priced, { amountCents: d.paidCents ?? 0, note: formatCents(d.paidCents ?? 0) });
        await move('complete', 'staff', completed, { evidence: { paymentSettled: true } });
      }
      if (ordered && d.asks) await move('mark_incomplete', 'staff', ago(d.asks[0]), { note: d.asks[1] });
      if (d.status === 'completed_archived' && completed)
        await move('archive', 'system', new Date(completed.getTime() + 31 * DAY));
      // A request the desk closed without an answer of records (the spec's closed_archived).
      if (d.status === 'closed_archived')
        await move('close', 'staff', new Date(created.getTime() + 31 * DAY), { note: 'Closed by the records desk' });
      if (d.paidCents && completed) {
        await tx.insert(requestPayments).values({
          requestId: r.id,
          userId: demoUserId,
          method: 'check',
          status: 'paid',
          amountCents: d.paidCents,
          capturedCents: d.paidCents,
          paidAt: completed,
          createdAt: ordered ?? created,
          updatedAt: completed,
        });
      }
      if (d.chat?.length) {
        const rows = await tx
          .insert(chatMessages)
          .values(
            d.chat.map(([kind, body, days]) => ({
              requestId: r.id,
              senderKind: kind,
              senderUserId: kind === 'patient' ? demoUserId : null,
              body,
              createdAt: ago(days),
            })),
          )
          .returning({ id: chatMessages.id, kind: chatMessages.senderKind });
        // The patient has read their own lines; the last staff line stays unread (a badge on the card).
        const lastOwn = rows.filter((m) => m.kind === 'patient').at(-1)?.id ?? 0;
        await tx.insert(chatReadMarkers).values({ requestId: r.id, readerKind: 'patient', lastReadMessageId: lastOwn });
        await tx
          .insert(chatReadMarkers)
          .values({ requestId: r.id, readerKind: 'staff', lastReadMessageId: rows.at(-1)!.id });
      }
    });
  }
}
