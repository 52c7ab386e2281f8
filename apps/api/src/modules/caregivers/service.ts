import {
  caregiverActionOf,
  MESSAGES,
  type ActingGrant,
  type CaregiverGrant,
  type caregiverInviteSchema,
  type CaregiverRole,
  type CaregiverScope,
  type caregiverUpdateSchema,
  type EndpointId,
} from '@portal/shared';
import type { z } from 'zod';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { ActingInfo, ActingResolver, AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { composeMail, fill, localizedMail, mailCatalog } from '../../platform/mail-templates';
import { hashToken, newToken } from '../../platform/tokens';
import { caregiversRepository as repo, type GrantRow } from './repository';

/** How long a mailed invitation can be accepted. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Invite = z.output<typeof caregiverInviteSchema>;
type Update = z.output<typeof caregiverUpdateSchema>;

const fullName = (name: string | null, lastName: string | null) => [name, lastName].filter(Boolean).join(' ');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** An active grant past its end date reads as expired (the check of every call refuses it the same). */
function statusOf(g: GrantRow): CaregiverGrant['status'] {
  if (g.status === 'active' && g.endsOn && g.endsOn < todayUtc()) return 'expired';
  return g.status;
}

function toGrant(row: { grant: GrantRow; name: string | null; lastName: string | null }): CaregiverGrant {
  const g = row.grant;
  return {
    id: g.id,
    email: g.email,
    name: row.name === null ? null : fullName(row.name, row.lastName),
    scopes: g.scopes as CaregiverScope[],
    role: g.role,
    ends_on: g.endsOn,
    part2_consent: g.part2Consent,
    status: statusOf(g),
    invited_at: g.createdAt.toISOString(),
    accepted_at: iso(g.acceptedAt),
  };
}

const roleWord = (lang: string, role: CaregiverRole) => mailCatalog(lang).caregiver.roles[role];

/**
 * Caregivers: a patient grants another adult scoped, revocable access with their own sign-in. Every
 * change is the patient's (invite, change, revoke) or the caregiver's (accept, leave), audited in its
 * transaction; a caregiver acting for the patient reaches none of these (CAREGIVER_ROUTE_SCOPE).
 */

type Ctx = Pick<AppContext, 'db' | 'log' | 'mailer' | 'readAudit' | 'publicUrl'>;

/** A mail that could not be written is logged; the change it reports stands. */
async function mailSafely(ctx: Ctx, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    ctx.log.error({ err }, 'mail could not be written');
  }
}

/** One notice to an account: greeting, lines and a link to the portal, in the reader's language. */
function notify(
  ctx: Ctx,
  to: { email: string; name: string | null; language: string | null },
  subject: (T: ReturnType<typeof mailCatalog>['caregiver']) => string,
  lines: (T: ReturnType<typeof mailCatalog>['caregiver']) => string[],
  path: string,
) {
  const lang = to.language ?? 'en';
  const T = mailCatalog(lang).caregiver;
  const text = composeMail(lang, to.name ?? '', lines(T), `${ctx.publicUrl()}${path}`, { cta: false });
  return mailSafely(ctx, () => ctx.mailer.send(localizedMail(lang, to.email, subject(T), text)));
}

async function ownGrant(ctx: Ctx, patientUserId: number, id: number) {
  const row = await repo.findForPatient(ctx.db, patientUserId, id);
  if (!row) throw notFound();
  return row;
}

export async function listCaregivers(ctx: Ctx, actor: Actor): Promise<CaregiverGrant[]> {
  const rows = await repo.listForPatient(ctx.db, userIdOf(actor));
  ctx.readAudit.record(actor, {
    action: 'caregiver.list',
    entityType: 'caregiver_grant',
    details: { count: rows.length },
  });
  return rows.map(toGrant);
}

export async function inviteCaregiver(ctx: Ctx, actor: Actor, input: Invite): Promise<CaregiverGrant> {
  const patientUserId = userIdOf(actor);
  const patient = await repo.account(ctx.db, patientUserId);
  if (!patient) throw notFound();
  const email = input.email.trim();
  if (email.toLowerCase() === patient.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', MESSAGES.caregiverSelf, { email: MESSAGES.caregiverSelf });
  }
  if (input.ends_on && input.ends_on < todayUtc()) {
    throw new AppError('BAD_REQUEST', MESSAGES.invalidDate, { ends_on: MESSAGES.invalidDate });
  }
  if (await repo.openToEmail(ctx.db, patientUserId, email)) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  const token = newToken();
  const grant = await ctx.db.transaction(async (tx) => {
    const g = await repo.insert(tx, {
      patientUserId,
      email,
      scopes: input.scopes,
      role: input.role,
      endsOn: input.ends_on,
      part2Consent: input.part2_consent,
      inviteTokenHash: hashToken(token),
      inviteExpiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    await audit(tx, actor, {
      action: 'caregiver.invite',
      entityType: 'caregiver_grant',
      entityId: g.id,
      details: { scopes: input.scopes, role: input.role, ends_on: input.ends_on, part2: input.part2_consent },
    });
    return g;
  });
  // The invitee's own language when they have an account, else the patient's (who chose to write to them).
  const invitee = await repo.accountByEmail(ctx.db, email);
  const lang = invitee?.language ?? patient.language ?? 'en';
  const T = mailCatalog(lang).caregiver;
  const text = composeMail(
    lang,
    '',
    [
      fill(T.invite, { patient: fullName(patient.name, patient.lastName), role: roleWord(lang, input.role) }),
      T.inviteNext,
    ],
    `${ctx.publicUrl()}/p/caregiver-invite#${token}`,
    { cta: false },
  );
  await mailSafely(ctx, () => ctx.mailer.send(localizedMail(lang, email, T.inviteSubject, text)));
  return toGrant({ grant, name: null, lastName: null });
}

export async function updateCaregiver(ctx: Ctx, actor: Actor, id: number, input: Update): Promise<CaregiverGrant> {
  const patientUserId = userIdOf(actor);
  const row = await ownGrant(ctx, patientUserId, id);
  if (row.grant.status === 'revoked' || row.grant.status === 'left') throw notFound();
  const updated = await ctx.db.transaction(async (tx) => {
    const g = await repo.update(tx, id, {
      scopes: input.scopes,
      role: input.role,
      endsOn: input.ends_on,
      part2Consent: input.part2_consent,
    });
    await audit(tx, actor, {
      action: 'caregiver.update',
      entityType: 'caregiver_grant',
      entityId: id,
      details: { scopes: input.scopes, role: input.role, ends_on: input.ends_on, part2: input.part2_consent },
    });
    return g!;
  });
  return toGrant({ grant: updated, name: row.name, lastName: row.lastName });
}

/** Ends access at once: the next call acting under the grant is refused (checked on every call). */
export async function revokeCaregiver(ctx: Ctx, actor: Actor, id: number): Promise<CaregiverGrant> {
  const patientUserId = userIdOf(actor);
  const row = await ownGrant(ctx, patientUserId, id);
  if (row.grant.status === 'revoked' || row.grant.status === 'left') return toGrant(row);
  const updated = await ctx.db.transaction(async (tx) => {
    const g = await repo.update(tx, id, { status: 'revoked', endedAt: new Date(), inviteTokenHash: null });
    await audit(tx, actor, { action: 'caregiver.revoke', entityType: 'caregiver_grant', entityId: id });
    return g!;
  });
  if (row.grant.caregiverUserId) {
    const [patient, cg] = await Promise.all([
      repo.account(ctx.db, patientUserId),
      repo.account(ctx.db, row.grant.caregiverUserId),
    ]);
    if (patient && cg) {
      await notify(
        ctx,
        cg,
        (T) => T.revokedSubject,
        (T) => [fill(T.revoked, { patient: fullName(patient.name, patient.lastName) })],
        '/login/',
      );
    }
  }
  return toGrant({ grant: updated, name: row.name, lastName: row.lastName });
}

export async function caregiverActivity(ctx: Ctx, actor: Actor, id: number) {
  const patientUserId = userIdOf(actor);
  await ownGrant(ctx, patientUserId, id);
  const rows = await repo.activity(ctx.db, id);
  ctx.readAudit.record(actor, { action: 'caregiver.activity_read', entityType: 'caregiver_grant', entityId: id });
  return rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action as ReturnType<typeof caregiverActionOf> & string,
    operation: r.operation,
    entity: r.entity,
  }));
}

/** What an invitation grants, before it is accepted (the token is the only key). */
export async function lookupInvite(ctx: Ctx, token: string) {
  const row = await repo.byInviteToken(ctx.db, hashToken(token));
  if (!row) throw notFound(MESSAGES.caregiverInviteInvalid);
  const g = row.grant;
  return {
    patient_name: fullName(row.name, row.lastName),
    email: g.email,
    scopes: g.scopes as CaregiverScope[],
    role: g.role,
    ends_on: g.endsOn,
  };
}

/**
 * The signed-in account accepts: any account holding the mailed link may (the link went to the
 * address the patient chose, and the patient is mailed who accepted, by name and address).
 */
export async function acceptInvite(ctx: Ctx, actor: Actor, token: string): Promise<ActingGrant> {
  const caregiverUserId = userIdOf(actor);
  const tokenHash = hashToken(token);
  const row = await repo.byInviteToken(ctx.db, tokenHash);
  if (!row) throw notFound(MESSAGES.caregiverInviteInvalid);
  if (row.grant.patientUserId === caregiverUserId) {
    throw new AppError('BAD_REQUEST', MESSAGES.caregiverSelf);
  }
  const accepted = await ctx.db.transaction(async (tx) => {
    const g = await repo.accept(tx, row.grant.id, tokenHash, caregiverUserId);
    if (!g) throw notFound(MESSAGES.caregiverInviteInvalid);
    await audit(tx, actor, {
      action: 'caregiver.accept',
      entityType: 'caregiver_grant',
      entityId: g.id,
      subjectUserId: g.patientUserId,
    });
    return g;
  });
  const [patient, cg] = await Promise.all([
    repo.account(ctx.db, accepted.patientUserId),
    repo.account(ctx.db, caregiverUserId),
  ]);
  if (patient && cg) {
    await notify(
      ctx,
      patient,
      (T) => T.acceptedSubject,
      (T) => [fill(T.accepted, { caregiver: fullName(cg.name, cg.lastName), email: cg.email })],
      '/p/caregivers',
    );
  }
  return {
    id: accepted.id,
    patient_name: fullName(row.name, row.lastName),
    scopes: accepted.scopes as CaregiverScope[],
    role: accepted.role,
    ends_on: accepted.endsOn,
    part2_consent: accepted.part2Consent,
  };
}

/** The patients the signed-in account may act for now. */
export async function actingGrants(ctx: Ctx, actor: Actor): Promise<ActingGrant[]> {
  const rows = await repo.activeForCaregiver(ctx.db, userIdOf(actor));
  return rows.map((r) => ({
    id: r.grant.id,
    patient_name: fullName(r.name, r.lastName),
    scopes: r.grant.scopes as CaregiverScope[],
    role: r.grant.role,
    ends_on: r.grant.endsOn,
    part2_consent: r.grant.part2Consent,
  }));
}

/** The caregiver steps down; the patient is mailed. */
export async function leaveGrant(ctx: Ctx, actor: Actor, id: number) {
  const caregiverUserId = userIdOf(actor);
  const g = await repo.live(ctx.db, caregiverUserId, id);
  if (!g) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await repo.update(tx, id, { status: 'left', endedAt: new Date() });
    await audit(tx, actor, {
      action: 'caregiver.leave',
      entityType: 'caregiver_grant',
      entityId: id,
      subjectUserId: g.patientUserId,
    });
  });
  const [patient, cg] = await Promise.all([
    repo.account(ctx.db, g.patientUserId),
    repo.account(ctx.db, caregiverUserId),
  ]);
  if (patient && cg) {
    await notify(
      ctx,
      patient,
      (T) => T.leftSubject,
      (T) => [fill(T.left, { caregiver: fullName(cg.name, cg.lastName) })],
      '/p/caregivers',
    );
  }
}

/** The check of every call made while acting (platform/acting.ts), backed by the grants table. */
export function createActingResolver(ctx: AppContext): ActingResolver {
  const { db } = ctx;
  return {
    resolve: async (caregiverUserId, grantId): Promise<ActingInfo | null> => {
      const g = await repo.live(db, caregiverUserId, grantId);
      if (!g) return null;
      return {
        grantId: g.id,
        caregiverUserId,
        patientUserId: g.patientUserId,
        scopes: g.scopes,
        part2Consent: g.part2Consent,
      };
    },
    // Part 2 records (42 CFR Part 2) need the patient's consent for this caregiver: without it a
    // request that released them, its records and its authorization are out of reach. A request
    // is named by its rid in the path or the query (`rid`, or `request_id` for a records link).
    allows: async (acting, _operation, params) => {
      if (acting.part2Consent) return true;
      const rid = params.rid ?? params.request_id;
      if (rid && (await repo.requestIsPart2(db, acting.patientUserId, rid))) return false;
      const op = _operation as EndpointId;
      const id = Number(params.id);
      if (op === 'viewRecord' && Number.isSafeInteger(id) && (await repo.recordIsPart2(db, acting.patientUserId, id)))
        return false;
      if (
        op === 'downloadAuthorization' &&
        Number.isSafeInteger(id) &&
        (await repo.authorizationIsPart2(db, acting.patientUserId, id))
      ) {
        return false;
      }
      return true;
    },
    record: (acting, operation, method, params, opts) => {
      const action = caregiverActionOf(operation as EndpointId, method, opts);
      if (!action) return;
      const entity = params.rid ?? params.id ?? null;
      repo
        .addActivity(db, {
          grantId: acting.grantId,
          action,
          operation,
          entity: entity === null ? null : String(entity).slice(0, 100),
        })
        .catch((err: unknown) => ctx.log.error({ err }, 'caregiver activity could not be written'));
    },
  };
}
