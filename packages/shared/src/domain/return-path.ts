/**
 * Where to go after sign-in when a signed-out visitor opened a portal page (a link from a mail).
 * Only a path of this portal is accepted: anything that a browser could read as another host
 * (`https://…`, `//host`, `/\host`, `\\host`), its percent-encoded or control-character variants,
 * and `..` segments that could climb out of /p are refused, so the login host is no open redirect.
 */
export const RETURN_PARAM = 'next';
const PORTAL_BASE = '/p';
const MAX_LENGTH = 2000;
/** Whitespace or a control character (C0, DEL), checked by code point to keep the regex plain. */
const hasControl = (s: string) =>
  /\s/.test(s) ||
  [...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return c < 0x20 || c === 0x7f;
  });

/** The portal path (with its query, without a fragment) to return to, or null when it is not one. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // Control characters and whitespace: browsers strip tabs and newlines inside URLs ("/\t/host").
  if (hasControl(raw)) return null;
  if (raw.includes('\\')) return null;
  let decoded = raw;
  // Decode repeatedly (double encoding): no layer may hide a slash, backslash or control character.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded.includes('\\') || hasControl(decoded)) return null;
  for (const s of [raw, decoded]) {
    if (!s.startsWith(`${PORTAL_BASE}/`) && s !== PORTAL_BASE && !s.startsWith(`${PORTAL_BASE}?`)) return null;
    if (s.includes('//')) return null;
    const path = s.split(/[?#]/)[0] ?? '';
    if (path.split('/').some((seg) => seg === '..' || seg === '.')) return null;
  }
  const noFragment = raw.split('#')[0] ?? '';
  // The URL parser is the last word: it must resolve on our own origin, under /p.
  const base = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(noFragment, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !(url.pathname === PORTAL_BASE || url.pathname.startsWith(`${PORTAL_BASE}/`))) return null;
  // The hand-off and logout flags are the portal's own; a return path never carries them.
  for (const flag of ['auth_token', 'logout', 'hippa_auth', 'govt_document', 'patient_document'])
    url.searchParams.delete(flag);
  return `${url.pathname}${url.search}`;
}

/** The route inside the portal's router (basename /p) for a safe return path. */
export function portalRoute(path: string): string {
  const rest = path.slice(PORTAL_BASE.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
