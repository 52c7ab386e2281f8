import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session's second carrier, for the portal's documents only. The API reads a session from
 * the `authorization-token` header alone (never a cookie: no request another site makes can carry
 * it). A document request carries no header, so at sign-in the same token is also set in this
 * cookie, which only the server's render of a portal page reads (platform/document-render.ts):
 * - HttpOnly: no script reads it, so it widens nothing an injected script could take.
 * - Path=/p: sent with the portal's documents, never with an API call, so no API call can be made
 *   with it (and no cross-site form can post with it).
 * - SameSite=Lax: a link in a mail opens a signed-in page drawn with its data; a document render
 *   only reads, so a navigation from another site changes nothing.
 * - Secure, `__Secure-` prefix, on HTTPS; a browser session's lifetime. The server checks the
 *   session on every use, so a cookie outliving its session (signed out elsewhere, idle) draws
 *   nothing: the page is then the app's ordinary one, which sends the patient to sign in.
 */
export const DOCUMENT_COOKIE_PATH = '/p';
const SECURE_NAME = '__Secure-portal-session';
const PLAIN_NAME = 'portal-session';

const secure = (req: FastifyRequest) => req.protocol === 'https';
const nameFor = (req: FastifyRequest) => (secure(req) ? SECURE_NAME : PLAIN_NAME);

function attributes(req: FastifyRequest): string {
  return `Path=${DOCUMENT_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure(req) ? '; Secure' : ''}`;
}

/** Sets the document cookie beside a new session's token (the hand-off's exchange). */
export function setDocumentSession(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${nameFor(req)}=${token}; ${attributes(req)}`);
}

/** Clears it (sign-out). */
export function clearDocumentSession(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${nameFor(req)}=; Max-Age=0; ${attributes(req)}`);
}

/** A session token's shape (platform/tokens.ts newToken: base64url); anything else is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The document cookie's token, when the request carries a well-formed one. */
export function documentSessionOf(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const name = nameFor(req);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}
