import { MESSAGES } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../../platform/tokens';
import { ownedRequest, requestById, userBasics } from '../documents';
import { fill, localizedMail, mailCatalog } from '../../platform/mail-templates';

/**
 * Public links (spec section 2 "Public modes"). The URL keeps the spec's flags and ids, but it is
 * the token that grants access: one purpose, bound to user and request, single use, 7 days. The
 * mail's subject is in the mail catalog (link.subject.<kind>).
 */
export const PUBLIC_PURPOSES = {
  govt: { purpose: 'public_govt_document', flag: 'govt_document' },
  patient: { purpose: 'public_patient_document', flag: 'patient_document' },
  hipaa: { purpose: 'public_hipaa', flag: 'hippa_auth' },
} as const;
export type PublicLinkKind = keyof typeof PUBLIC_PURPOSES;

const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Issues a link for one of the caller's requests and mails it to the caller's address. */
export async function sendPublicLink(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  rid: string,
  kind: PublicLinkKind,
) {
  const userId = userIdOf(actor);
  const { db } = ctx;
  const request = await ownedRequest(db, userId, rid);
  const user = await userBasics(db, userId);
  const p = PUBLIC_PURPOSES[kind];
  const url = await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, {
      purpose: p.purpose,
      userId,
      ttlMs: LINK_TTL_MS,
      data: { userId, requestId: request.id },
    });
    const q = new URLSearchParams({ [p.flag]: 'true', user_id: String(userId), request_id: String(request.id), token });
    if (kind === 'hipaa') {
      q.delete('user_id');
      q.set('org_name', request.custodianName ?? '');
    } else {
      q.set('username', `${user.name} ${user.lastName}`);
    }
    await audit(tx, actor, {
      action: 'document.link_sent',
      entityType: 'request',
      entityId: request.id,
      requestId: request.id,
      details: { kind },
    });
    return `${ctx.publicUrl()}/p?${q.toString()}`;
  });
  // The mail carries only the link: no health details (see platform/mailer.ts).
  // To the account holder's own address, so in their language (users.language).
  const lang = user.language ?? 'en';
  const T = mailCatalog(lang).link;
  await ctx.mailer.send(
    localizedMail(lang, user.email, T.subject[kind], `${fill(T.body, { rid: request.rid })}\n\n${url}\n`),
  );
  // The link also comes back to its owner (signed in), for the "Continue on your phone" QR code.
  return { message: 'Link sent to your email address.', url };
}

export interface LinkGrant {
  userId: number;
  requestId: number;
  rid: string;
}

const expired = () => new AppError('NOT_FOUND', MESSAGES.linkExpired);

/**
 * Checks a public token against the ids in the URL. `consume` uses it up (in the transaction of
 * the upload), so a second submission of the same link is refused.
 */
export async function checkPublicToken(
  db: DbOrTx,
  kind: PublicLinkKind,
  token: string | undefined,
  ids: { userId?: number; requestId?: number },
  consume = false,
): Promise<LinkGrant> {
  if (!token) throw expired();
  const purpose = PUBLIC_PURPOSES[kind].purpose;
  const row = consume ? await consumeOneTimeToken(db, purpose, token) : await peekOneTimeToken(db, purpose, token);
  const data = row?.data as { userId?: number; requestId?: number } | undefined;
  if (!row || !data?.userId || !data.requestId) throw expired();
  if (
    (ids.userId !== undefined && ids.userId !== data.userId) ||
    (ids.requestId !== undefined && ids.requestId !== data.requestId)
  ) {
    throw expired();
  }
  const request = await requestById(db, data.userId, data.requestId);
  if (!request) throw expired();
  return { userId: data.userId, requestId: data.requestId, rid: request.rid };
}
