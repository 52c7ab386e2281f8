/**
 * What the start-up log says when PUBLIC_URL is not set: links in mail and the phone hand-off's
 * QR code then point at http://localhost:PORT, which a phone (or anyone else) cannot open. Null
 * when PUBLIC_URL is set.
 */
export function publicUrlNotice(config: { PUBLIC_URL?: string; PORT: number }, listenUrl: string): string | null {
  if (config.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is not set: links in mail and the phone hand-off's QR code point at ${listenUrl}, ` +
    'which a phone cannot open. To try the hand-off from a phone on the same network, start with ' +
    `PUBLIC_URL=http://<this computer's LAN address>:${config.PORT} (the server listens on every interface, HOST=0.0.0.0, by default).`
  );
}
