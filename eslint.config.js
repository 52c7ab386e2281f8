import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import path from 'node:path';

// The web app's import zones (bulletproof-react). The areas of apps/web/src, from the bottom up:
//  - lib/: shared by everything; imports no other area.
//  - features/<name>/: the portal's capabilities. A feature reaches another only through its
//    index.ts, whatever subfolder either file sits in (features/requests/wizard/steps/... included),
//    and imports none of the shells above it, save app/styles (the lazily loaded stylesheet helper
//    every entry shares).
//  - app/ (the portal's shell), login/, public/ (the pages reached from a mailed link) and staff/
//    (the records desk): one entry point each, each its own bundle. An entry may use features
//    (through their index.ts), lib/ and app/'s shared pieces (providers, layout, styles), never
//    another entry's files, so that a page of one never drags another's code (or its data) into its
//    bundle. The exceptions: app/'s router loads each page as its own chunk with import(), a
//    feature's page file or a public/ page (the portal serves the public links' pages),
//    app/prerender.tsx renders the sign-in page into the static shell, and app/server-render.tsx
//    (the server's module, in no browser bundle) draws the desk's pages as well as the portal's.
const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
const WEB_ENTRIES = new Set(['login', 'public', 'staff']);
const webZones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const rel = path.relative(webSrc, file).split(path.sep);
    const [area, feature] = rel;
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(webSrc, path.resolve(path.dirname(file), source.value)).split(path.sep);
      const report = (message) => context.report({ node: source, message });
      const to = target[0];
      if (to === area || target.length < 2) return;
      if (area === 'app' && node.type === 'ImportExpression' && (to === 'features' || to === 'public')) return;
      if (
        to === 'features' &&
        !(area === 'features' && target[1] === feature) &&
        target.length > 2 &&
        !/^index(\.tsx?)?$/.test(target[2])
      ) {
        report(`Import the ${target[1]} feature through its index.ts, not its files.`);
        return;
      }
      if (area === 'lib' && to !== 'lib') {
        report('lib/ is shared by every feature and entry and imports none of them.');
      } else if (area === 'features' && (WEB_ENTRIES.has(to) || (to === 'app' && target[1] !== 'styles'))) {
        report(`A feature sits below the app shells: it imports no ${to}/ file (app/styles excepted).`);
      } else if (
        (WEB_ENTRIES.has(area) && WEB_ENTRIES.has(to)) ||
        (area === 'app' &&
          WEB_ENTRIES.has(to) &&
          !(to === 'login' && rel.join('/') === 'app/prerender.tsx') &&
          !(to === 'staff' && rel.join('/') === 'app/server-render.tsx'))
      ) {
        report(
          `${area}/ and ${to}/ are separate entry points: share code through features/ or lib/, not each other's files.`,
        );
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// No cycle between features: import-x/no-cycle sees a cycle of files, but two features can import
// each other through different files (requests' wizard uses dependents' hooks while a dependent's
// timeline shows requests' cards) without any one chain of files closing: the features are then
// one, and neither can change alone. Every relative import counts, type-only ones too (a feature
// that needs another's types depends on it), as modules/module-cycles.test.ts counts the API's.
const webFeatures = path.join(webSrc, 'features');
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;
const featureOf = (file) => {
  const [first, name] = path.relative(webSrc, file).split(path.sep);
  return first === 'features' && name && !name.includes('.') ? name : null;
};
function webFeatureFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return webFeatureFiles(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}
/** features/<a> -> the features its files import, read from disk (rebuilt when a file changes). */
let featureGraphCache = { stamp: '', graph: new Map() };
function featureGraph() {
  const files = webFeatureFiles(webFeatures);
  const stamp = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (stamp === featureGraphCache.stamp) return featureGraphCache.graph;
  const graph = new Map();
  for (const file of files) {
    const from = featureOf(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = featureOf(path.resolve(path.dirname(file), spec));
      if (!from || !to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  featureGraphCache = { stamp, graph };
  return graph;
}
/** The chain of features from `start` to `goal`, or null when there is none. */
function featurePath(graph, start, goal) {
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const chain = [];
      for (let n = at; n !== null; n = seen.get(n)) chain.unshift(n);
      return chain;
    }
    for (const next of graph.get(at) ?? []) {
      if (!seen.has(next)) {
        seen.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}
const noFeatureCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const here = featureOf(file);
    if (!here || /\.test\.tsx?$/.test(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const there = featureOf(path.resolve(path.dirname(file), source.value));
      if (!there || there === here) return;
      const back = featurePath(featureGraph(), there, here);
      if (back)
        context.report({
          node: source,
          message: `Feature cycle: ${here} -> ${back.join(' -> ')}. Move what both need into lib/ (or one feature) so that the dependency goes one way.`,
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// User-visible text in the web app goes through i18next: JSX text, the text attributes
// (aria-label, title, placeholder, label, alt, closeButtonLabel…), strings rendered from a JSX
// expression, and the title/message/label/aria-label of an object (a notification, a form error,
// a close button's props) may not be written out in the code. The spec's messages come from @portal/shared as constants, which this rule does not see.
// Only the marks below, the same in every language, may be written as they are.
const SAME_IN_EVERY_LANGUAGE = new Set(['VISA', 'AMEX', 'DISC', 'VR']);
const TEXT_ATTRIBUTES =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|label|description|alt|error|message|tooltip|nothingFoundMessage|closeButtonLabel)$/;
const TEXT_PROPERTIES = /^(title|message|label|description|placeholder|aria-label)$/;
const hasWords = (s) => /\p{L}{2}/u.test(s) && !SAME_IN_EVERY_LANGUAGE.has(s.trim());
const isProse = (s) => hasWords(s) && (/\p{L}\s+\p{L}/u.test(s) || /^\s*\p{Lu}\p{Ll}/u.test(s));
/** The string pieces an expression renders (not those it only compares or passes on). */
function renderedStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((q) => ({ node: q, text: q.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...renderedStrings(node.consequent), ...renderedStrings(node.alternate)];
    case 'LogicalExpression':
      return node.operator === '&&'
        ? renderedStrings(node.right)
        : [...renderedStrings(node.left), ...renderedStrings(node.right)];
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      return renderedStrings(node.expression);
    default:
      return [];
  }
}
const noLiteralText = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, text) =>
      context.report({
        node,
        message: `Hard-coded text "${text.trim().slice(0, 40)}": put it in the catalog (packages/shared/src/i18n) and use t().`,
      });
    const check = (pieces, test) => {
      for (const { node, text } of pieces) if (test(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.test(name) || !node.value) return;
        if (node.value.type === 'Literal') check(renderedStrings(node.value), hasWords);
        else if (node.value.type === 'JSXExpressionContainer') check(renderedStrings(node.value.expression), hasWords);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          check(renderedStrings(node.expression), hasWords);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (node.parent.type === 'ObjectExpression' && TEXT_PROPERTIES.test(String(key)))
          check(renderedStrings(node.value), isProse);
      },
    };
  },
};

// The API's capabilities (apps/api/src/modules/<name>/). Each may reach another only through that
// module's index.ts, so a module's files can move and change without the rest of the API noticing.
const apiModules = fs
  .readdirSync(new URL('./apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Repositories are the only module files that query: `repository.ts` or `<something>-repository.ts`.
const apiRepositories = ['apps/api/src/modules/**/repository.ts', 'apps/api/src/modules/**/*-repository.ts'];

// The API's layers (apps/api/src), each with what it may import:
//  - route files (modules/**/routes.ts, modules/**/*-routes.ts) parse the request, call one service
//    function and shape its answer. They import no repository, nothing from db/ (client, prepared
//    statements, tables; a row's type from db/schema is fine) and no drizzle-orm, write no audit row
//    (platform/audit's `audit`, `auditRead`), send no mail (platform/mailer, modules/notifications)
//    and open no transaction (`.transaction(`): a service owns all of that, so a change, its audit
//    row and its mail are decided in one place whoever calls it (a route, a job, a test).
//  - services (the other module files) own transactions, audit and mail; only repositories
//    (repository.ts, *-repository.ts) query (the rule after this one).
//  - a module's index.ts is what other modules see: services and types, never a repository (no value
//    imported or re-exported from one), so a module's tables are queried by that module alone.
//  - platform/ is domain-free: of db/schema it may import only the tables the platform itself owns
//    (PLATFORM_TABLES), never a capability's (users, requests, payments…); it imports no module
//    (import-x/no-restricted-paths below).
// Static imports, re-exports and dynamic import() are checked alike.
const apiSrc = path.resolve(import.meta.dirname, 'apps/api/src');
// The platform's own tables: sessions and one-time tokens (sign-in), the audit log, the mail outbox
// (the mailer's queue), stored files (the file store's index), job runs (the job runner's record),
// the local payment gateway's objects (a stand-in for Stripe's side) and the per-user data version
// (the read cache's check, written by database triggers).
const PLATFORM_TABLES = new Set([
  'sessions',
  'oneTimeTokens',
  'auditEvents',
  'mailOutbox',
  'files',
  'jobRuns',
  'localGatewayObjects',
  'userDataVersions',
]);
const isRouteFile = (rel) => /^modules\/(.+\/)?([^/]+-)?routes\.ts$/.test(rel);
const isModuleIndex = (rel) => /^modules\/[^/]+\/index\.ts$/.test(rel);
const isRepositoryFile = (rel) => /^modules\/(.+\/)?([^/]+-)?repository$/.test(rel);
const apiLayers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const rel = path.relative(apiSrc, path.resolve(context.filename)).split(path.sep).join('/');
    if (rel.startsWith('..') || rel.endsWith('.test.ts')) return {};
    const route = isRouteFile(rel);
    const platform = rel.startsWith('platform/');
    const index = isModuleIndex(rel);
    const service = rel.startsWith('modules/') && !isRepositoryFile(rel.replace(/\.ts$/, ''));
    /** What a specifier names: a path under apps/api/src without its extension, or a package. */
    const targetOf = (spec) => {
      if (!spec.startsWith('.')) return { pkg: spec };
      const abs = path.resolve(path.dirname(path.resolve(context.filename)), spec);
      return {
        rel: path
          .relative(apiSrc, abs)
          .split(path.sep)
          .join('/')
          .replace(/\.(ts|js)$/, '')
          .replace(/\/index$/, ''),
      };
    };
    const check = (node, spec, typeOnly, names, dynamic = false) => {
      const t = targetOf(spec);
      const drizzle = t.pkg !== undefined && (t.pkg === 'drizzle-orm' || t.pkg.startsWith('drizzle-orm/'));
      const schema = t.rel !== undefined && (t.rel === 'db/schema' || t.rel.startsWith('db/schema/'));
      const db = t.rel !== undefined && (t.rel === 'db' || t.rel.startsWith('db/'));
      const repository = t.rel !== undefined && isRepositoryFile(t.rel);
      const report = (message) => context.report({ node, message });
      if (route) {
        if (repository)
          report('A route file calls its service, never a repository: move the query behind a service function.');
        else if (drizzle || (db && !(schema && typeOnly)))
          report('A route file does not touch the database (db/, drizzle-orm): a service function does, with ctx.db.');
        else if (t.rel === 'platform/audit' && names?.some((n) => n === 'audit' || n === 'auditRead'))
          report('A route file writes no audit row: the service that makes the change writes it in its transaction.');
        else if (t.rel === 'platform/mailer' || t.rel === 'modules/notifications' || t.rel === 'platform/patient-mail')
          report('A route file sends no mail: the service that makes the change does, after it commits.');
      }
      if (index && repository && !typeOnly)
        report(
          "A module's index.ts exports services and types only: call the repository from a service and export that.",
        );
      if (platform && schema) {
        const foreign = names === null ? ['*'] : names.filter((n) => !PLATFORM_TABLES.has(n));
        if (foreign.length)
          report(
            `platform/ is domain-free: it may use only its own tables (${[...PLATFORM_TABLES].join(', ')}), not ${foreign.join(', ')}. Move the query into a module.`,
          );
      }
      if (service && dynamic && (drizzle || schema))
        report('Only repositories (repository.ts, *-repository.ts) query: move the query into one.');
    };
    const importedNames = (specifiers) =>
      specifiers.every((s) => s.type === 'ImportSpecifier')
        ? specifiers.map((s) => (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value))
        : null;
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node.source, node.source.value, typeOnly, importedNames(node.specifiers));
      },
      ExportNamedDeclaration(node) {
        if (!node.source) return;
        const typeOnly =
          node.exportKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'));
        check(node.source, node.source.value, typeOnly, null);
      },
      ExportAllDeclaration(node) {
        check(node.source, node.source.value, node.exportKind === 'type', null);
      },
      ImportExpression(node) {
        const s = node.source;
        const spec =
          s.type === 'Literal' && typeof s.value === 'string'
            ? s.value
            : s.type === 'TemplateLiteral' && s.expressions.length === 0
              ? s.quasis[0].value.cooked
              : null;
        if (spec !== null) check(s, spec, false, null, true);
      },
      CallExpression(node) {
        if (
          route &&
          node.callee.type === 'MemberExpression' &&
          node.callee.property.type === 'Identifier' &&
          node.callee.property.name === 'transaction'
        )
          context.report({
            node: node.callee.property,
            message: 'A route file opens no transaction: the service that makes the change does.',
          });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The web app's zones (webZones above) and no import cycles: a cycle makes the order modules
    // initialise in depend on which one is imported first (a lazy route's chunk, a test), and
    // ties two features into one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'portal-web': { rules: { zones: webZones, 'no-feature-cycle': noFeatureCycle } }, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'portal-web/zones': 'error',
      'portal-web/no-feature-cycle': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No user-visible text written out in the web app: it goes through the catalog.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'portal-text': { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'portal-text/no-literal-text': 'error' },
  },
  {
    // The API's architecture, enforced: no import cycles, modules meet through index.ts,
    // the platform never depends on a capability.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX, 'portal-api': { rules: { layers: apiLayers } } },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'portal-api/layers': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModules.map((name) => ({
              target: `./apps/api/src/modules/${name}`,
              from: './apps/api/src/modules',
              except: [
                `./${name}`,
                ...apiModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
              ],
              message: `Import another module through its index.ts (modules/<name>/index.ts), not its files.`,
            })),
            {
              target: './apps/api/src/platform',
              from: './apps/api/src/modules',
              message: 'The platform serves the modules and never imports one.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories touch Drizzle and the tables; a row's type (import type) is fine anywhere.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...apiRepositories, '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Only repositories (repository.ts, *-repository.ts) query: move the query into one.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each endpoint's method and path are written once, in the shared ENDPOINTS table (the web app
    // builds its calls from it, the API document names its operations from it): a route registers
    // by operationId, `app.get(routeUrl('listFavorites'), …)`, never by a path literal.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/platform/health.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all)$/][callee.object.name='app'] > :matches(Literal, TemplateLiteral).arguments:first-child",
          message: "Register a route by its operationId: routeUrl('<id>') from the shared ENDPOINTS table.",
        },
      ],
    },
  },
  {
    // Services take an Actor and the app context, never the HTTP request: only route
    // files (routes.ts, *-routes.ts) see a FastifyRequest; they hand services `req.actor`, and a
    // multipart body as a MultipartBody (platform/multipart-body.ts), never the multipart plugin's parts.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest'],
              message:
                'Only route files take a FastifyRequest: pass the service req.actor (platform/actor.ts) and what it needs.',
            },
            {
              name: '@fastify/multipart',
              message: 'Services read a multipart body through MultipartBody (platform/multipart-body.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Dates, amounts, numbers and lists become text in one place, the shared l10n module
    // (packages/shared/src/l10n), for the web app, the mail and the PDFs alike: nothing else calls
    // toLocale*String or builds Intl's date, number or list formats.
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/l10n/**', '**/*.test.{ts,tsx}', 'apps/*/test/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message:
            'Format through the l10n module (@portal/shared: formatDate, formatDateTime, formatMoney, formatNumber).',
        })),
        ...['DateTimeFormat', 'NumberFormat', 'ListFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message:
            'Format through the l10n module (@portal/shared: formatDate, formatDateTime, formatMoney, formatList).',
        })),
      ],
    },
  },
  {
    // The build takes Table's scroll container off Table (vite.config.ts, tableWithoutScrollArea):
    // `Table.ScrollContainer` would be undefined.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXMemberExpression[object.name='Table'][property.name='ScrollContainer']",
          message: "Import TableScrollContainer from '@mantine/core': the build leaves it off Table.",
        },
      ],
    },
  },
  {
    // The web app formats dates through the l10n module, not dayjs (which stays for the date picker).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dayjs', message: 'Format dates through the l10n module (@portal/shared: formatDate).' }] },
      ],
    },
  },
  {
    // Type-aware rules for the API and the web app: a promise nobody awaits is an error nobody sees.
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // In the web app an async event handler (onClick={async () => ...}, a form's onSubmit) is React's
    // ordinary form and React ignores what a handler returns: JSX attributes are not checked.
    // A promise passed to any other callback that returns void (an option object's onSuccess, a
    // timer) stays an error, and so does a promise left floating.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }] },
  },
);
