// The API as production runs it (npm start: scripts/build-api.mjs compiles it ahead of time with
// esbuild), for `npm run bench:requests`: the same build options (one ESM bundle split in chunks,
// packages external but our own TypeScript workspace, each file's import.meta.url kept as its
// source's), with app.ts and db/client.ts as the entries, so the bench can build the app itself.
// Under tsx, each module is compiled on load with other options (every function wrapped to keep
// its name, for one), which the compiled server does not pay.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { apiBuildOptions } from '../build-api.mjs';

type AppModule = typeof import('../../apps/api/src/app');
type ClientModule = typeof import('../../apps/api/src/db/client');

/** Compiles the API of the checkout at `root` and imports its app and database modules. */
export async function importCompiledApi(root: string): Promise<{
  buildApp: AppModule['buildApp'];
  openDatabase: ClientModule['openDatabase'];
  dispose: () => void;
}> {
  // Beside apps/api/dist/server.mjs (ignored by git), so packages resolve as they do for it.
  mkdirSync(path.join(root, 'apps/api/dist'), { recursive: true });
  const outdir = mkdtempSync(path.join(root, 'apps/api/dist/bench-'));
  await build({
    entryPoints: {
      app: path.join(root, 'apps/api/src/app.ts'),
      client: path.join(root, 'apps/api/src/db/client.ts'),
    },
    outdir,
    ...apiBuildOptions,
  });
  const app = (await import(pathToFileURL(path.join(outdir, 'app.mjs')).href)) as AppModule;
  const client = (await import(pathToFileURL(path.join(outdir, 'client.mjs')).href)) as ClientModule;
  return {
    buildApp: app.buildApp,
    openDatabase: client.openDatabase,
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
