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
