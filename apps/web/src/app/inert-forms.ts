/**
 * Until React has replaced a first screen drawn from HTML (the build's prerendered shell or the
 * server's render of a document), nothing typed into it may be lost or sent: its fields are
 * read-only and its forms are plain blocks (no submission, so no password in a query string).
 * Links stay real links (they load their page). The wrapper is aria-disabled, which also makes
 * test drivers wait for React's live elements instead of acting on the shell's.
 */
export function inertForms(markup: string): string {
  return markup
    .replace(/<form\b[^>]*>/g, '<div>')
    .replace(/<\/form>/g, '</div>')
    .replace(/<(input|textarea|select)\b/g, '<$1 readonly=""');
}
