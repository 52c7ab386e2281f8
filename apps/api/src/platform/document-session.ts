import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session's second carrier, for the apps' documents only. The API reads a session from the
 * `authorization-token` header alone (never a cookie: no request another site makes can carry
 * it). A document request carries no header, so at sign-in the same token is also set in a cookie
 * of the session's own app, which only the server's render of that app's pages reads
 * (platform/document-render.ts):
 * - HttpOnly: no script reads it, so it widens nothing an injected script could take.
 * - Path: the app's own base (/p, /staff): sent with its documents, never with an API call, so no
 *   API call can be made with it (and no cross-site form can post with it), and never with the
 *   other app's documents (a patient's cookie never reaches /staff, a clerk's never /p).
 * - The portal's is SameSite=Lax: a link in a mail opens a signed-in page drawn with its data; a
 *   document render only reads, so a navigation from another site changes nothing.
 * - The desk's is SameSite=Strict: its render reads any patient's requests with the clerk's
 *   rights (each read audited under the clerk's name, a request's chat marked read by the desk),
 *   so only a navigation the desk or the clerk started (a reload, a typed or bookmarked address,
 *   the desk's own links) draws it; a page opened from another site is the ordinary document,
 *   which costs only the draw.
 * - Secure, `__Secure-` prefix, on HTTPS; a browser session's lifetime. The server checks the
 *   session on every use, so a cookie outliving its session (signed out elsewhere, idle) draws
 *   nothing: the page is then the app's ordinary one, which sends the visitor to sign in.
 * One document session per browser: a sign-in sets its own app's cookie and clears the other's.
 */
export type DocumentApp = 'portal' | 'desk';

const COOKIES: Record<DocumentApp, { path: string; name: string; sameSite: 'Lax' | 'Strict' }> = {
  portal: { path: '/p', name: 'portal-session', sameSite: 'Lax' },
  desk: { path: '/staff', name: 'desk-session', sameSite: 'Strict' },
};

const secure = (req: FastifyRequest) => req.protocol === 'https';
const nameFor = (req: FastifyRequest, app: DocumentApp) =>
  secure(req) ? `__Secure-${COOKIES[app].name}` : COOKIES[app].name;

function attributes(req: FastifyRequest, app: DocumentApp): string {
  const { path, sameSite } = COOKIES[app];
  return `Path=${path}; HttpOnly; SameSite=${sameSite}${secure(req) ? '; Secure' : ''}`;
}

const appOf = (kind: 'patient' | 'staff'): DocumentApp => (kind === 'staff' ? 'desk' : 'portal');

/**
 * Sets the document cookie of the session's app beside a new session's token (the hand-off's
 * exchange), and clears the other app's.
 */
export function setDocumentSession(
  req: FastifyRequest,
  reply: FastifyReply,
  kind: 'patient' | 'staff',
  token: string,
): void {
  const app = appOf(kind);
  const other: DocumentApp = app === 'portal' ? 'desk' : 'portal';
  reply.header('set-cookie', `${nameFor(req, app)}=${token}; ${attributes(req, app)}`);
  reply.header('set-cookie', `${nameFor(req, other)}=; Max-Age=0; ${attributes(req, other)}`);
}

/** Clears both (sign-out). */
export function clearDocumentSession(req: FastifyRequest, reply: FastifyReply): void {
  for (const app of ['portal', 'desk'] as const)
    reply.header('set-cookie', `${nameFor(req, app)}=; Max-Age=0; ${attributes(req, app)}`);
}

/** A session token's shape (platform/tokens.ts newToken: base64url); anything else is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The app's document cookie's token, when the request carries a well-formed one. */
export function documentSessionOf(req: FastifyRequest, app: DocumentApp): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const name = nameFor(req, app);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}
