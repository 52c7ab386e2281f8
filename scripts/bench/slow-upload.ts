// `npm run bench:requests`: an upload that streams in slowly, to see whether reads wait for it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export /** A PDF of `size` bytes whose body arrives in chunks with a pause between them. */
function slowUpload(
  base: string,
  token: string,
  rid: string,
  size: number,
  chunk = 64 * 1024,
  pauseMs = 15,
): Promise<number> {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(chunk, '%');
  filler[chunk - 1] = 10;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v2/documents/supporting?rid=${encodeURIComponent(rid)}`,
      {
        method: 'POST',
        headers: { 'authorization-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const next = () => {
      if (sent >= size) {
        req.end(tail);
        return;
      }
      req.write(filler);
      sent += filler.length;
      setTimeout(next, pauseMs);
    };
    next();
  });
}
