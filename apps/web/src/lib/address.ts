/**
 * The address a page draws from (its query, its fragment): the browser's, or, while the server
 * draws a document (app/server-render.tsx), that document's, read per document (never a value
 * one request could leave for another).
 */
let serverAddress: (() => { search: string; hash: string }) | null = null;

export function setServerAddress(read: (() => { search: string; hash: string }) | null): void {
  serverAddress = read;
}

export const currentSearch = (): string => (serverAddress ? serverAddress().search : window.location.search);
export const currentHash = (): string => (serverAddress ? serverAddress().hash : window.location.hash);

/**
 * Whether the fragment is unknown: a document drawn by the server never sees it (browsers do not
 * send it), so a page keyed by its fragment draws the screen a link with one shows, and the
 * browser's app, which reads it, corrects that.
 */
export const fragmentUnknown = (): boolean => serverAddress !== null;
