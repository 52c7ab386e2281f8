import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time of any file under the given folders (skipping node_modules, dist). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

/** True when apps/web/dist is missing or older than the web or shared sources. */
export function webBuildIsStale() {
  const marker = 'apps/web/dist/p/index.html';
  if (!existsSync(marker)) return true;
  return (
    newestMtime(['apps/web/src', 'apps/web/p', 'apps/web/login', 'apps/web/staff', 'packages/shared/src']) >
    statSync(marker).mtimeMs
  );
}
