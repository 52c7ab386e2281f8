import type { z } from 'zod';
import { HELP_DESK_SENT, helpDeskSchema, MESSAGES, type errorReportSchema } from '@portal/shared';
import { userIdOf, type Actor } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { mailHelpDeskReceived } from '../notifications';
import { badRequest } from '../../platform/errors';
import { assertCleanText } from '../../platform/input-guards';
import type { MultipartBody } from '../../platform/multipart-body';
import { supportRepository as repo } from './repository';

/** Reads the multipart fields of the help-desk form. Files are not part of it and are refused. */
async function readFields(body: MultipartBody): Promise<Record<string, string>> {
  if (!body.isMultipart) throw badRequest(MESSAGES.badRequest);
  const fields: Record<string, string> = {};
  for await (const part of body.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw badRequest(MESSAGES.badRequest);
    }
    if (typeof part.value === 'string') {
      assertCleanText(part.fieldname, part.value);
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}

/**
 * Sends the ticket to the configured issue tracker's webhook. The ticket is already stored, so a
 * tracker that is down loses nothing: forwardedAt stays empty and staff can see it.
 */
async function forward(
  ctx: AppContext,
  userId: number,
  ticket: { id: number; issue: string; title: string; comment: string; uniqueIdentifierNumber: string },
) {
  const url = ctx.config.HELP_DESK_WEBHOOK_URL;
  if (!url) return;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ticket_id: ticket.id,
        issue: ticket.issue,
        title: ticket.title,
        comment: ticket.comment,
        unique_identifier_number: ticket.uniqueIdentifierNumber,
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`tracker answered ${res.status}`);
    const key = (await res.json().catch(() => null)) as { key?: string } | null;
    await repo.markForwarded(ctx.db, userId, ticket.id, key?.key ?? null);
  } catch (err) {
    ctx.log.warn({ err, ticketId: ticket.id }, 'help-desk ticket not forwarded');
  }
}

export async function createTicket(ctx: AppContext, actor: Actor, body: MultipartBody) {
  const userId = userIdOf(actor);
  const parsed = helpDeskSchema.safeParse(await readFields(body));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.badRequest, fields);
  }
  const v = parsed.data;
  const ticket = await ctx.db.transaction(async (tx) => {
    const row = await repo.createTicket(tx, userId, {
      issue: v.issue,
      title: v.title,
      comment: v.comment,
      uniqueIdentifierNumber: v.unique_identifier_number,
    });
    await audit(tx, actor, {
      action: 'support.ticket',
      entityType: 'help_desk_ticket',
      entityId: row.id,
      details: { page: v.unique_identifier_number },
    });
    return row;
  });
  await forward(ctx, userId, ticket);
  // The support page promises an answer by e-mail: the acknowledgement says it arrived.
  await mailHelpDeskReceived(ctx, ctx.log, userId, { id: ticket.id, page: ticket.uniqueIdentifierNumber });
  return { message: HELP_DESK_SENT, ticket_id: ticket.id };
}

export async function reportError({ db }: AppContext, actor: Actor, input: z.output<typeof errorReportSchema>) {
  // Only the path: a query string may carry tokens or search words.
  const route = (input.route.split(/[?#]/)[0] ?? '').slice(0, 500);
  await repo.createErrorReport(db, {
    name: input.name || 'Error',
    message: input.message,
    stack: input.stack ?? null,
    componentStack: input.component_stack ?? null,
    route,
    userAgent: actor.userAgent?.slice(0, 300) ?? null,
  });
}
