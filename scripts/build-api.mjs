// `node scripts/build-api.mjs` (npm run build, and npm start when stale): compiles the API ahead of
// time into one file, apps/api/dist/server.mjs, so a start loads plain JavaScript instead of
// compiling TypeScript (tsx) on every start. Packages stay external (node_modules); the shared
// workspace package, which ships TypeScript, is bundled. Each file's `import.meta.url` is kept
// as the source file's own URL, so paths it resolves (migrations, fonts, word lists, the web
// build) point where they always did; the bundle is a local build artifact, not shipped.
import { statSync, existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestMtime } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiBundle = path.join(root, 'apps/api/dist/server.mjs');

/** True when the bundle is missing or older than the API's or the shared package's sources. */
export function apiBuildIsStale() {
  if (!existsSync(apiBundle)) return true;
  return (
    newestMtime([path.join(root, 'apps/api/src'), path.join(root, 'packages/shared/src')]) > statSync(apiBundle).mtimeMs
  );
}

/**
 * How the API is compiled (npm start's build here, and bench:requests' scripts/bench/compiled-api.ts):
 * one ESM bundle split in chunks for Node 20; every package but our own TypeScript workspace is
 * loaded from node_modules at run time; each file keeps its source's `import.meta.url`.
 * @type {import('esbuild').BuildOptions}
 */
export const apiBuildOptions = {
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'portal',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
        b.onLoad({ filter: /\.ts$/ }, async (args) => ({
          contents: (await readFile(args.path, 'utf8')).replaceAll(
            'import.meta.url',
            JSON.stringify(pathToFileURL(args.path).href),
          ),
          loader: 'ts',
        }));
      },
    },
  ],
};

export async function buildApi() {
  const t0 = performance.now();
  // Split at server.ts's dynamic import: the entry starts the embedded database before the chunk
  // with the server's modules (and the packages they import) loads.
  await rm(path.join(path.dirname(apiBundle), 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outdir: path.dirname(apiBundle),
    entryNames: '[name]',
    ...apiBuildOptions,
    sourcemap: 'linked',
  });
  return performance.now() - t0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildApi();
  console.log(`API compiled to ${path.relative(root, apiBundle)} in ${ms.toFixed(0)} ms`);
}
