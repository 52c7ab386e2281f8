import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/**
 * Build step for the first paint (issue 16):
 * - prerenders the first screens (src/app/prerender.tsx) into the `<!--static-shell-->` marker
 *   of login/index.html and p/index.html, hidden until /shell-boot.js says it fits the address;
 * - inlines each page's entry stylesheet (critical.css and global.css: nothing render-blocking
 *   is fetched; the other components' styles load with the route chunks, see lazy-styles.ts);
 * - modulepreloads the dashboard route's chunks in p/index.html, so that they download with the
 *   entry instead of after it has run;
 * - names the portal's first chunks (those of p/index.html and the signed-in frame's lazy parts)
 *   in login/index.html, which the sign-up page prefetches while the form is being filled in
 *   (issue 21: the portal's code is then in the cache when the hand-off opens it).
 */
export function staticShell({ root, outDir }: { root: string; outDir: string }): Plugin {
  const chunks = new Map<string, { imports: string[]; facade?: string }>();
  return {
    name: 'static-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type === 'chunk') chunks.set(out.fileName, { imports: out.imports, facade: out.facadeModuleId ?? undefined });
      }
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        css: { postcss: root },
      });
      let shells: { p: string; login: string };
      try {
        const mod = await server.ssrLoadModule('/src/app/prerender.tsx');
        shells = { p: mod.renderPortalShell(), login: mod.renderLoginShell() };
      } finally {
        await server.close();
      }

      const dashboard = [...chunks].find(([, c]) => c.facade?.endsWith(path.join('features', 'shell', 'dashboard-page.tsx')));
      let portalChunks: string[] = [];
      for (const app of ['p', 'login'] as const) {
        const file = path.join(outDir, app, 'index.html');
        let html = readFileSync(file, 'utf8');
        if (!html.includes('<!--static-shell-->')) throw new Error(`${file}: no <!--static-shell--> marker`);
        html = html.replace('<!--static-shell-->', () => `<div class="static-shell" aria-disabled="true">${inertForms(shells[app])}</div>`);
        // The disabled link is not fetched; it tells Vite's chunk loader, which would otherwise
        // fetch and add the same stylesheet again for a lazy chunk that shares it, that it is here.
        html = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, href: string) =>
          `<style>${readFileSync(path.join(outDir, href), 'utf8')}</style>\n    ${link.replace('>', ' disabled>')}`);
        if (app === 'p' && dashboard) {
          const seen = new Set<string>();
          const walk = (f: string) => {
            if (seen.has(f)) return;
            seen.add(f);
            chunks.get(f)?.imports.forEach(walk);
          };
          walk(dashboard[0]);
          const links = [...seen].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
          html = html.replace('</head>', `    ${links}\n  </head>`);
          portalChunks = portalPrefetch(html, chunks);
        }
        if (app === 'login') {
          html = html.replace('</head>', `  <meta name="portal-prefetch" content="${portalChunks.join(' ')}">\n  </head>`);
        }
        writeFileSync(file, html);
      }
    },
  };
}

/** The frame's parts that load after its first render (header menus, session watch, dashboard search). */
const FRAME_LAZY = [
  ['app', 'layout', 'profile-menu.tsx'],
  ['app', 'layout', 'portal-language-menu.tsx'],
  ['app', 'session', 'session-watch.tsx'],
  ['app', 'overlay-hosts.tsx'],
  ['features', 'shell', 'dashboard-search.tsx'],
].map((parts) => path.join(...parts));

/**
 * What the signed-in dashboard needs, in the order it asks: the scripts p/index.html loads, then
 * the lazy parts of its frame with their imports (no other route, no language catalog).
 */
function portalPrefetch(html: string, chunks: Map<string, { imports: string[]; facade?: string }>): string[] {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f) || !chunks.has(f)) return;
    seen.add(f);
    chunks.get(f)!.imports.forEach(walk);
  };
  for (const [, f] of html.matchAll(/<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="\/(assets\/[^"]+\.js)"/g)) walk(f);
  for (const [f, c] of chunks) if (c.facade && FRAME_LAZY.some((l) => c.facade!.endsWith(l))) walk(f);
  return [...seen].map((f) => `/${f}`);
}

/**
 * Until React has replaced the shell, nothing typed into it may be lost or sent: its fields are
 * read-only and its forms are plain blocks (no submission, so no password in a query string).
 * Links stay real links (they load their page). The wrapper is aria-disabled, which also makes
 * test drivers wait for React's live elements instead of acting on the shell's.
 */
function inertForms(markup: string): string {
  return markup
    .replace(/<form\b[^>]*>/g, '<div>')
    .replace(/<\/form>/g, '</div>')
    .replace(/<(input|textarea|select)\b/g, '<$1 readonly=""');
}
