import { fileLabel } from './file-names';
import { apiRaw } from './api';

/**
 * Saves bytes under a name: an object URL, released once the click has started the download.
 * The one way the web app hands a file to the browser (the portal, the public pages, the desk).
 */
export function saveBlob(blob: Blob, name: string, opts: { newTab?: boolean } = {}) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  if (opts.newTab) {
    a.target = '_blank';
    a.rel = 'noopener';
  }
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), opts.newTab ? 60_000 : 10_000);
}

/**
 * Downloads a file through the API client: the session travels in a header, never in a URL, so an
 * authenticated file cannot be a plain link. The server's file name (content-disposition) wins.
 */
export async function downloadFile(path: string, fallbackName: string, opts: { newTab?: boolean } = {}) {
  const res = await apiRaw(path, { timeout: 120_000 });
  const disposition = res.headers.get('content-disposition') ?? '';
  // The UTF-8 name (RFC 5987 filename*) first: the plain filename is only an ASCII fallback. A name
  // the server made in English is read in the reader's language.
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  let name = plain ?? fallbackName;
  try {
    if (star) name = decodeURIComponent(star);
  } catch {
    // A malformed filename* keeps the fallback.
  }
  name = fileLabel(name);
  saveBlob(await res.blob(), name, opts);
}
