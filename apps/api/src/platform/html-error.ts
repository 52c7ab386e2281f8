import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/shared';

/**
 * A page navigation (a browser asking for HTML outside the API) that fails gets a page, not the
 * API's JSON body: the spec's error page ('Something went wrong', links to the last page, login,
 * home and contact) with the spec's message for the status (a 429 reached the user as
 * raw JSON). API calls keep the spec's JSON error body.
 */
export function wantsHtml(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '';
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/api(\/|$)/i.test(path) &&
    /\btext\/html\b/.test(req.headers.accept ?? '')
  );
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The spec's message for a status: 429 and 500 have their own, anything else is 'not found'. */
export function pageMessage(status: number): string {
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 404) return MESSAGES.notFound;
  return MESSAGES.serverError;
}

/** No script (the CSP allows none inline): the last page is the Referer when it is ours. */
export function htmlErrorPage(req: FastifyRequest, status: number, contactEmail: string | undefined): string {
  let back: string | null = null;
  try {
    const ref = new URL(req.headers.referer ?? '');
    if (ref.host === new URL(`${ref.protocol}//${req.headers.host ?? ''}`).host) back = `${ref.pathname}${ref.search}`;
  } catch {
    back = null;
  }
  const links = [
    back ? `<li><a href="${escape(back)}">Go back to the last page</a></li>` : '',
    `<li><a href="${escape(req.url)}">Try again</a></li>`,
    '<li><a href="/login/">Go to login</a></li>',
    '<li><a href="/p/dashboard">Go to home</a></li>',
    contactEmail ? `<li><a href="mailto:${escape(contactEmail)}">Contact us</a></li>` : '',
  ].join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · Patient Portal</title>
<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#212529;margin:0;padding:2rem 1rem;line-height:1.55}
main{max-width:40rem;margin:0 auto}h1{font-size:1.75rem;margin:0 0 .75rem}p{margin:0 0 1rem}a{color:#0b5f56}li{margin:.35rem 0}</style>
</head><body><main><h1>Something went wrong</h1><p role="alert">${escape(pageMessage(status))}</p><ul>${links}</ul></main></body></html>`;
}
