import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, transformWithEsbuild, type Plugin } from 'vite';
import { inertForms } from './src/app/inert-forms';
import { FRAME_PUBLIC_READS, FRAME_READS, OWN_FRAME_READS, ROUTE_READS } from './src/app/route-reads';

/**
 * Build step for the first paint:
 * - inlines the boot script (public/shell-boot.js; the server allows it by its hash);
 * - prerenders the first screens (src/app/prerender.tsx) into the `<!--static-shell-->` marker
 *   of login/index.html and p/index.html, hidden until /shell-boot.js says it fits the address;
 *   staff/index.html gets an empty shell, which the server fills with a desk page drawn with its
 *   data (apps/api platform/document-render.ts);
 * - inlines each page's entry stylesheet (critical.css and global.css: nothing render-blocking
 *   is fetched; the other components' styles load with the route chunks, see lazy-styles.ts);
 * - starts the app's scripts only once the shell has painted (public/shell-boot.js), with the
 *   chunks of the address's route (the first screens below) and its styles preloaded alongside
 *   the entry, so that they download with it instead of after it has run;
 * - names the portal's first chunks (its entry's, the dashboard's and the signed-in frame's lazy
 *   parts) in login/index.html, which the sign-up page prefetches while the form is being filled
 *   in (the portal's code is then in the cache when the hand-off opens it).
 */

/**
 * The first screens whose route chunks load with the entry: address pattern → page module, and
 * what else the route waits for, as router.tsx says: the rest of the styles (lazy-styles.ts; the
 * dashboard and the records list do not, their components' styles are in critical.css) and the
 * English texts past the entry's (lib/i18n.ts: the dashboard's are in the entry, a wizard's and
 * a mailed link's page draw a request's, every other page the whole catalog).
 */
type Needs = { restStyles: boolean; texts: 'first' | 'request' | 'all' };
type Route = [RegExp, string | string[], Needs];

/**
 * A wizard step after the provider step (a resumed draft's address) draws its own chunk
 * (step-view.tsx) and, but on the confirm steps, the running cost summary: they load with the
 * wizard's page, not once it has run.
 */
const WIZARD_STEPS: [route: string, module: string, costSummary: boolean][] = [
  ['patient', 'patient-step', true],
  ['create-patient', 'create-patient-step', true],
  ['date', 'date-step', true],
  ['type', 'type-step', true],
  ['upload-type', 'upload-type-step', true],
  ['auth-type', 'auth-type-step', true],
  ['authorization', 'authorization-step', true],
  ['govt-id', 'govt-id-step', true],
  ['supporting-docs', 'supporting-docs-step', true],
  ['request-info', 'request-info-step', true],
  ['payment', 'payment-step', true],
  ['add-payment', 'add-payment-step', true],
  ['confirm', 'confirm-step', false],
  ['requestConfirmed', 'request-confirmed-step', false],
];
const wizardSteps = (kind: 'record' | 'form'): Route[] =>
  WIZARD_STEPS.map(([route, module, costSummary]) => [
    new RegExp(`^\\/p\\/${kind}-request\\/${route}\\/?$`),
    [
      `features/requests/wizard/${kind}-wizard-page.tsx`,
      `features/requests/wizard/steps/${module}.tsx`,
      ...(costSummary ? ['features/requests/wizard/cost-summary.tsx'] : []),
    ],
    { restStyles: true, texts: 'request' },
  ]);

// Non-empty: the first route is the dashboard the portal prefetches from.
const ROUTES: [Route, ...Route[]] = [
  [/^\/p\/dashboard\/?$/, 'features/shell/dashboard-page.tsx', { restStyles: false, texts: 'first' }],
  [
    /^\/p\/records-and-forms\/?$/,
    'features/requests/pages/records-and-forms-page.tsx',
    { restStyles: false, texts: 'all' },
  ],
  ...wizardSteps('record'),
  ...wizardSteps('form'),
  // The provider step (or an address that draws it).
  [
    /^\/p\/record-request\//,
    ['features/requests/wizard/record-wizard-page.tsx', 'features/requests/wizard/steps/provider-step.tsx'],
    { restStyles: false, texts: 'request' },
  ],
  [
    /^\/p\/form-request\//,
    ['features/requests/wizard/form-wizard-page.tsx', 'features/requests/wizard/steps/provider-step.tsx'],
    { restStyles: false, texts: 'request' },
  ],
  // Every other page: its chunks, the rest of the styles and the whole English catalog load with
  // the entry, not after it has run (router.tsx's `page()` default).
  ...(
    [
      [/^\/p\/request-detail\/[^/]+\/?$/, 'features/requests/pages/request-detail-page.tsx'],
      [/^\/p\/subscription\/?$/, 'features/subscription/pages/subscription-page.tsx'],
      [/^\/p\/profile\/?$/, 'features/profile/pages/profile-page.tsx'],
      [/^\/p\/dependents\/?$/, 'features/dependents/pages/dependents-page.tsx'],
      [/^\/p\/dependents\/add\/?$/, 'features/dependents/pages/add-dependent-page.tsx'],
      [/^\/p\/dependents\/[^/]+\/[^/]+\/?$/, 'features/dependents/pages/dependent-page.tsx'],
      [/^\/p\/support\/?$/, 'features/support/pages/support-page.tsx'],
      [/^\/p\/request-refund\/?$/, 'features/requests/pages/request-refund-page.tsx'],
      [/^\/p\/request-status\/?$/, 'features/requests/pages/request-status-page.tsx'],
      [/^\/p\/authorizations\/sign\/?$/, 'features/authorizations/pages/sign-page.tsx'],
      [/^\/p\/favorites-providers\/?$/, 'features/favorites/pages/favorites-page.tsx'],
      [/^\/p\/l\/[^/]+(\/medical-records)?\/?$/, 'features/providers/pages/provider-landing-page.tsx'],
      [/^\/p\/?\?(.*&)?shared_records=true(&|$)/, 'public/shared-records-page.tsx'],
    ] as const
  ).map(([pattern, module]): Route => [pattern, module, { restStyles: true, texts: 'all' }]),
  // The public pages opened from mail: /p with their flag (the boot script tests the address
  // with its query too); a request's texts (app/portal-entry.tsx).
  ...(
    [
      [/^\/p\/?\?(.*&)?hippa_auth=true(&|$)/, 'public/hipaa-page.tsx'],
      [/^\/p\/?\?(.*&)?govt_document=true(&|$)/, 'public/govt-id-page.tsx'],
      [/^\/p\/?\?(.*&)?patient_document=true(&|$)/, 'public/patient-form-page.tsx'],
    ] as const
  ).map(([pattern, module]): Route => [pattern, module, { restStyles: true, texts: 'request' }]),
];

/**
 * The route reads (src/app/route-reads.ts) as the boot script matches them: an address pattern
 * under /p with the route's parameters as named groups, and the URL templates.
 */
function bootReads(): [string, string[]][] {
  return ROUTE_READS.map(([route, reads]) => {
    const source = route
      .split('/')
      .map((part) =>
        part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('\\/');
    return [`^\\/p${source}\\/?$`, [...reads]];
  });
}
/**
 * The first screens that get a document of their own, p/<name>.html, served at their address
 * (apps/api platform/web-static.ts): the same page as p/index.html with only that page's shell
 * (SHELL_PAGES in prerender.tsx) and only its route's chunks and reads in the boot data. The
 * dashboard, the address every sign-in opens, no longer downloads the other first screens'
 * prerendered markup on a cold visit (4 KiB of its 25 KiB document, brotli).
 */
export const PAGE_DOCUMENTS: [name: string, address: string][] = [['dashboard', '/p/dashboard']];

/**
 * The frame's parts a signed-in page's first render waits for (router.tsx `preloadPage`: the
 * language menu, the session watch, and the Back button but on the dashboard): preloaded with
 * the route's chunks, not asked for once the entry has run.
 */
const FRAME_FIRST = ['app/layout/portal-language-menu.tsx', 'app/session/session-watch.tsx'];
const BACK_BUTTON = 'app/layout/back-button.tsx';
const REST_STYLES = 'app/styles/rest-styles.ts';
const REQUEST_STYLES = 'app/styles/request-styles.ts';
const ALL_TEXTS = 'lib/english-catalog.ts';
const DESK_TEXTS = 'lib/desk-catalog.ts';

/**
 * The records desk's pages (staff/router.tsx): address pattern → page module, each with the rest
 * of the styles and the desk's texts, or the whole English catalog (`allTexts`: the security page).
 * /staff itself opens the new requests' queue.
 */
const DESK_ROUTES: [RegExp, string, { allTexts: boolean }][] = [
  [/^\/staff\/?$/, 'staff/pages/queue-page.tsx', { allTexts: false }],
  [/^\/staff\/queue\/[^/]+\/?$/, 'staff/pages/queue-page.tsx', { allTexts: false }],
  [/^\/staff\/requests\/[^/]+\/?$/, 'staff/pages/request-page.tsx', { allTexts: false }],
  [/^\/staff\/requests\/[^/]+\/audit\/?$/, 'staff/pages/audit-page.tsx', { allTexts: false }],
  [/^\/staff\/providers\/?$/, 'staff/pages/providers-page.tsx', { allTexts: false }],
  [/^\/staff\/refunds\/?$/, 'staff/pages/refunds-page.tsx', { allTexts: false }],
  [/^\/staff\/support\/?$/, 'staff/pages/support-page.tsx', { allTexts: false }],
  [/^\/staff\/outbox\/?$/, 'staff/pages/outbox-page.tsx', { allTexts: false }],
  [/^\/staff\/security\/?$/, 'staff/pages/security-page.tsx', { allTexts: true }],
];
const REQUEST_TEXTS = 'lib/english-request-texts.ts';

export function staticShell({ root, outDir }: { root: string; outDir: string }): Plugin {
  const chunks = new Map<string, { imports: string[]; css: string[]; facade?: string; dynamic: string[] }>();
  return {
    name: 'static-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type === 'chunk') {
          const css = [...(out.viteMetadata?.importedCss ?? [])];
          chunks.set(out.fileName, {
            imports: out.imports,
            css,
            facade: out.facadeModuleId ?? undefined,
            // A lazily loaded module whose chunk also hands shared code to a chunk it loads
            // (a page and its part below the first screen) has no facade: it is found by its
            // modules.
            dynamic: out.isDynamicEntry ? out.moduleIds : [],
          });
        }
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
      let shells: Record<string, string>;
      try {
        const mod = await server.ssrLoadModule('/src/app/prerender.tsx');
        shells = { p: await mod.renderPortalShell(), login: mod.renderLoginShell() };
        for (const [name] of PAGE_DOCUMENTS) shells[name] = await mod.renderPortalShell(name);
      } finally {
        await server.close();
      }

      const chunkOf = (module: string) => {
        const file = path.join(...module.split('/'));
        const all = [...chunks];
        return (all.find(([, c]) => c.facade?.endsWith(file)) ??
          all.find(([, c]) => c.dynamic.some((m) => m.endsWith(file))))?.[0];
      };
      /** A chunk with its static imports and their stylesheets (what loading it fetches). */
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const walk = (f: string) => {
          if (seen.has(f)) return;
          seen.add(f);
          chunks.get(f)?.css.forEach((c) => seen.add(c));
          chunks.get(f)?.imports.forEach(walk);
        };
        start.forEach(walk);
        return seen;
      };
      const styles = { request: [chunkOf(REQUEST_STYLES)], all: [chunkOf(REQUEST_STYLES), chunkOf(REST_STYLES)] };
      const texts = { first: [], request: [chunkOf(REQUEST_TEXTS)], all: [chunkOf(REQUEST_TEXTS), chunkOf(ALL_TEXTS)] };
      const deskTexts = chunkOf(DESK_TEXTS);
      let portalChunks: string[] = [];
      const template = readFileSync(path.join(outDir, 'p', 'index.html'), 'utf8');
      // Each app's index.html (every address under its base), then the portal's page documents.
      type Doc = { app: 'p' | 'login' | 'staff'; name: string; shell: string; address?: string };
      const documents: Doc[] = [
        { app: 'p', name: 'index', shell: shells.p! },
        { app: 'login', name: 'index', shell: shells.login! },
        { app: 'staff', name: 'index', shell: '' },
        ...PAGE_DOCUMENTS.map(([name, address]): Doc => ({ app: 'p', name, shell: shells[name]!, address })),
      ];
      for (const { app, name, shell, address } of documents) {
        // A page document names its own address's route and reads only.
        const mine = (pattern: RegExp) => address === undefined || pattern.test(address);
        const file = path.join(outDir, app, `${name}.html`);
        let html = app === 'p' ? template : readFileSync(file, 'utf8');
        if (!html.includes('<!--static-shell-->')) throw new Error(`${file}: no <!--static-shell--> marker`);
        // The boot script inline: a request fewer before the first paint (a round trip on a phone).
        // The server's Content-Security-Policy allows it by its hash, read from the copy beside
        // (apps/api platform/web-static.ts), so the two are the same bytes.
        const boot = '<script src="/shell-boot.js"></script>';
        if (!html.includes(boot)) throw new Error(`${file}: no ${boot}`);
        const bootSource = await minifiedBoot(outDir);
        if (bootSource.includes('</script')) throw new Error('shell-boot.js: cannot be inlined');
        html = html.replace(boot, () => `<script>${bootSource}</script>`);
        // The icon inline too: a request fewer on every cold visit (its headers were five times
        // its 0.2 KiB). The server's CSP takes images from data: addresses.
        const icon = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
        if (!html.includes(icon)) throw new Error(`${file}: no ${icon}`);
        html = html.replace(icon, () => `<link rel="icon" type="image/svg+xml" href="${favicon(outDir)}" />`);
        html = html.replace(
          '<!--static-shell-->',
          () => `<div class="static-shell" aria-disabled="true">${inertForms(shell)}</div>`,
        );
        // The disabled link is not fetched; it tells Vite's chunk loader, which would otherwise
        // fetch and add the same stylesheet again for a lazy chunk that shares it, that it is here.
        html = html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, href: string) =>
            `<style>${readFileSync(path.join(outDir, href), 'utf8')}</style>\n    ${link.replace('>', ' disabled>')}`,
        );
        const inline = new Set(
          [...html.matchAll(/href="\/(assets\/[^"]+\.css)" disabled>/g)].flatMap((m) => m[1] ?? []),
        );
        const entryMatch = html.match(/<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>\n?\s*/);
        const entry = entryMatch?.[1];
        if (!entryMatch || !entry) throw new Error(`${file}: no entry script`);
        const entryFiles = closure([entry]);
        html = html
          .replace(entryMatch[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">\n?\s*/g, '');
        /** A route's chunks and styles past the entry's (what its first render waits for). */
        const routeFiles = (start: (string | false | undefined)[]) =>
          // Vite drops a chunk that holds only styles (rest-styles.ts) after this plugin has
          // seen it: preloading its name was a 404 on every page but the first screens.
          [...closure(start.filter((f): f is string => !!f))]
            .filter((f) => !entryFiles.has(f) && !inline.has(f) && existsSync(path.join(outDir, f)))
            .map((f) => `/${f}`);
        const routes =
          app === 'staff'
            ? DESK_ROUTES.map(([pattern, module, { allTexts }]): [string, string[]] => {
                const page = chunkOf(module);
                if (!page) throw new Error(`static shell: no chunk for ${module}`);
                return [pattern.source, routeFiles([page, ...styles.all, ...(allTexts ? texts.all : [deskTexts])])];
              })
            : app === 'p'
              ? ROUTES.filter(([pattern]) => mine(pattern)).flatMap(([pattern, modules, needs]) => {
                  const pages = [modules].flat().map((m) => {
                    const chunk = chunkOf(m);
                    // A route whose code is not found would load with nothing preloaded, unnoticed.
                    if (!chunk) throw new Error(`static shell: no chunk for ${m}`);
                    return chunk;
                  });
                  // A public page (its flag in the query) draws no frame.
                  const signedIn = !pattern.source.startsWith('^\\/p\\/?\\?');
                  const dashboard = pattern === ROUTES[0][0];
                  const frame = signedIn ? [...FRAME_FIRST, ...(dashboard ? [] : [BACK_BUTTON])].map(chunkOf) : [];
                  // A request's page (its texts) takes a request's styles only, as withRestStyles does.
                  const rest = needs.restStyles ? styles[needs.texts === 'request' ? 'request' : 'all'] : [];
                  return [[pattern.source, routeFiles([...pages, ...rest, ...texts[needs.texts], ...frame])]];
                })
              : [];
        const config = {
          entry: `/${entry}`,
          preload: [...entryFiles].filter((f) => f !== entry && !inline.has(f)).map((f) => `/${f}`),
          routes,
          ...(app === 'p'
            ? {
                reads: bootReads().filter(([pattern]) => mine(new RegExp(pattern))),
                frameReads: FRAME_READS,
                ownReads: OWN_FRAME_READS,
                publicReads: FRAME_PUBLIC_READS,
              }
            : {}),
        };
        // Read by the boot script (a data block: not a script to run), before it: the route's
        // reads start while the document is parsed, or with the scripts once a shell has painted.
        html = html.replace(
          `<script>${bootSource}</script>`,
          () =>
            `<script type="application/json" id="app-boot">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>\n    <script>${bootSource}</script>`,
        );
        if (app === 'p' && !address)
          portalChunks = portalPrefetch([entry, chunkOf(String(ROUTES[0][1])) ?? entry], chunks);
        if (app === 'login') {
          html = html.replace(
            '</head>',
            `  <meta name="portal-prefetch" content="${portalChunks.join(' ')}">\n  </head>`,
          );
        }
        writeFileSync(file, html);
      }
    },
  };
}

/** The portal's icon (public/favicon.svg) as a data: address. */
function favicon(outDir: string): string {
  const svg = readFileSync(path.join(outDir, 'favicon.svg'), 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

let minified: Promise<string> | undefined;
/** shell-boot.js without its comments, written back beside the pages (the server hashes that copy). */
function minifiedBoot(outDir: string): Promise<string> {
  const file = path.join(outDir, 'shell-boot.js');
  minified ??= transformWithEsbuild(readFileSync(file, 'utf8'), file, { minify: true }).then(({ code }) => {
    const source = code.trimEnd();
    writeFileSync(file, source);
    return source;
  });
  return minified;
}

/**
 * The frame's parts that load after its first render (header menus, session watch; the dashboard's
 * search comes with the dashboard's chunk). The confirmation host and the session dialogs are not among them: they load when one
 * is asked for.
 */
const FRAME_LAZY = [
  ['app', 'layout', 'profile-menu.tsx'],
  ['app', 'layout', 'portal-language-menu.tsx'],
  ['app', 'session', 'session-watch.tsx'],
].map((parts) => path.join(...parts));

/**
 * What the signed-in dashboard needs, in the order it asks: the portal's entry and the dashboard
 * route's chunk with their imports, then the lazy parts of its frame with theirs (no other
 * route, no language catalog).
 */
function portalPrefetch(start: string[], chunks: Map<string, { imports: string[]; facade?: string }>): string[] {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f) || !chunks.has(f)) return;
    seen.add(f);
    chunks.get(f)!.imports.forEach(walk);
  };
  start.forEach(walk);
  for (const [f, c] of chunks) if (c.facade && FRAME_LAZY.some((l) => c.facade!.endsWith(l))) walk(f);
  return [...seen].map((f) => `/${f}`);
}
