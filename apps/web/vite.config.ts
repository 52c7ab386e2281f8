import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { staticShell } from './static-shell';

/**
 * Two single-page apps from one build: the portal (/p) and the login host (/login), sharing
 * chunks. In dev, deep links fall back to each app's index.html, and /api goes to the API.
 */
function spaFallback(): Plugin {
  return {
    name: 'spa-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        for (const base of ['/p', '/login', '/staff']) {
          if ((url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) && !url.includes('.')) {
            req.url = `${base}/index.html`;
          }
        }
        next();
      });
    },
  };
}

/**
 * Mantine's AppShell (the signed-in frame, on every first screen) imports react-remove-scroll only
 * for two class names (`RemoveScroll.classNames`); the import brought the whole scroll lock
 * (react-remove-scroll and its helpers, 4.7 KiB gzip) into the first screen's chunks. AppShell
 * gets the names alone, from the package that defines them; the dialogs and drawers that lock
 * the scroll still import react-remove-scroll itself, when they load.
 */
function appShellScrollClassNames(): Plugin {
  const id = '\0app-shell-remove-scroll';
  return {
    name: 'app-shell-remove-scroll',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer?.includes('/@mantine/core/esm/components/AppShell/')) return id;
      return undefined;
    },
    load(module) {
      if (module !== id) return undefined;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}

/**
 * Mantine's ScrollArea (inside every Modal, Table's scroll container and Select's list) imports
 * `useMergeRefs` from @floating-ui/react, and with it the whole positioning library (13 KiB
 * brotli) on pages that position nothing. ScrollArea gets the same hook from @mantine/hooks (the
 * refs given as a list, each ref callback's cleanup kept); popovers, tooltips and menus still
 * import @floating-ui/react itself, when they load.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const id = '\0scroll-area-merge-refs';
  return {
    name: 'scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer?.includes('/@mantine/core/esm/components/ScrollArea/')) return id;
      return undefined;
    },
    load(module) {
      if (module !== id) return undefined;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        'export const useMergeRefs = (refs) => useMergedRef(...refs);',
      ].join('\n');
    },
  };
}

/**
 * Mantine's Table hangs its scroll container on itself (`Table.ScrollContainer`), and with it
 * ScrollArea (4.5 KiB brotli) on every page that draws a table, scrolled or not (the wizard's
 * running cost). Table leaves it off here; a table that scrolls imports `TableScrollContainer`
 * itself (lint forbids `Table.ScrollContainer`, which would be undefined).
 */
function tableWithoutScrollArea(): Plugin {
  return {
    name: 'table-without-scroll-area',
    transform(code, id) {
      if (!/\/@mantine\/core\/esm\/components\/Table\/Table\.mjs$/.test(id)) return undefined;
      const lines = [
        "import { TableScrollContainer } from './TableScrollContainer.mjs';",
        'Table.ScrollContainer = TableScrollContainer;',
      ];
      // Mantine moved the lines: the build fails rather than bring ScrollArea back unnoticed.
      if (!lines.every((l) => code.includes(l))) throw new Error('table-without-scroll-area: Table.mjs has changed');
      return { code: lines.reduce((c, l) => c.replace(l, ''), code), map: null };
    },
  };
}

/**
 * React Router ships one build for development and production, with its development warnings
 * (console.warn of long messages about misuse) in both. In the built app they are no-ops, as
 * React's own are: their messages leave the first screen's scripts. Its invariants
 * (errors it throws) stay.
 */
function routerWithoutWarnings(): Plugin {
  const warnings = /^function (warning|warningOnce|warnOnce)\(([^)]*)\) \{$/gm;
  return {
    name: 'router-without-warnings',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/.*\.mjs$/.test(id)) return undefined;
      const out = code.replace(warnings, (_m, name: string, args: string) => `function ${name}(${args}) {\n  return;`);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}

/**
 * A feature's `index.ts` only re-exports its public surface. Marked free of side effects, a page
 * that imports one thing from it no longer brings along each module the index names that runs
 * code when loaded (a `lazy()` component, a schema built at load): the request page took the card
 * form, react-hook-form and the zod schemas with the payment fix's two-line lazy wrapper. A module
 * a page does use keeps its side effects.
 */
function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: 'feature-indexes-without-side-effects',
    transform(code, id) {
      return /\/src\/features\/[^/]+\/index\.ts$/.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

/**
 * The server's render of the portal's documents (src/app/server-render.tsx), a Node module of its
 * own beside the browser's build (`vite build --ssr`): the same components, no static shell, no
 * stylesheets (the document carries the browser build's).
 */
const serverBuild = defineConfig({
  plugins: [react(), featureIndexesWithoutSideEffects()],
  publicDir: false,
  // Self-contained, React's production build whatever NODE_ENV the server runs with (its tests
  // run with `test`): the development build drew a page five times slower.
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    ssr: 'src/app/server-render.tsx',
    rollupOptions: { output: { format: 'es', entryFileNames: 'server-render.mjs' } },
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    appShellScrollClassNames(),
    scrollAreaWithoutFloatingUi(),
    tableWithoutScrollArea(),
    routerWithoutWarnings(),
    featureIndexesWithoutSideEffects(),
    spaFallback(),
    staticShell({ root: __dirname, outDir: resolve(__dirname, 'dist') }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Terser: the first screen's scripts 2 % smaller than with esbuild's minification.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Every browser the portal supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: {
        p: resolve(__dirname, 'p/index.html'),
        login: resolve(__dirname, 'login/index.html'),
        staff: resolve(__dirname, 'staff/index.html'),
      },
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          // The English catalog's two chunks (lib/i18n.ts) each with its namespaces, not a facade
          // beside a shared chunk of them (a request more on every page that loads them). Rollup
          // moves a manual chunk's dependencies into it unless they are in a chunk of their own, so
          // what the entry or another chunk needs alone is named apart: the spec's messages, which
          // some namespaces quote (in the request texts' chunk, the entry loaded all of them: 11 KiB
          // more on the dashboard; they go with React, which every page loads first, as a chunk of
          // their own they were a request more on every page), and the namespaces imported alone
          // (the dashboard's provider search, the tracking texts).
          if (/\/shared\/src\/(messages|payment-messages)\.ts$/.test(id)) return 'react';
          if (/\/i18n\/en\/providers\.ts$/.test(id)) return 'provider-texts';
          if (/\/i18n\/en\/tracking\.ts$/.test(id)) return 'tracking-texts';
          if (/\/i18n\/en\/(authorizations|dependents|fees|payments|requests-list|sharing|wizard)\.ts$/.test(id))
            return 'english-request-texts';
          if (/\/lib\/english-request-texts\.ts$/.test(id)) return 'english-request-texts';
          if (/\/i18n\/en\/(profile|security|staff|subscription|support)\.ts$/.test(id)) return 'english-catalog';
          if (/\/lib\/english-catalog\.ts$/.test(id)) return 'english-catalog';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
