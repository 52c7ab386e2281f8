// `node scripts/precompress.mjs DIR` (run by apps/web's build): writes FILE.br (brotli, best) and
// FILE.gz (gzip, best) next to every compressible file of the built web app, so the server sends
// compressed bytes without compressing on a request. Skips files under 1 KiB and variants that
// would not be smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;

export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let br = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        walk(p);
        continue;
      }
      if (!COMPRESSIBLE.test(e.name) || statSync(p).size < 1024) continue;
      const bytes = readFileSync(p);
      const b = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      const g = gzipSync(bytes, { level: 9 });
      if (b.length < bytes.length) writeFileSync(`${p}.br`, b);
      if (g.length < bytes.length) writeFileSync(`${p}.gz`, g);
      files++;
      raw += bytes.length;
      br += Math.min(b.length, bytes.length);
    }
  };
  walk(dir);
  return { files, raw, br };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2] ?? 'apps/web/dist';
  const t0 = performance.now();
  const r = precompress(dir);
  console.log(
    `precompressed ${r.files} files in ${dir}: ${(r.raw / 1024).toFixed(0)} KiB -> ${(r.br / 1024).toFixed(0)} KiB brotli (${(performance.now() - t0).toFixed(0)} ms)`,
  );
}
