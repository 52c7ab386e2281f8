import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import path from 'node:path';

// The web app's import zones (bulletproof-react): a feature reaches another feature only through its
// index.ts, whatever subfolder either file sits in (features/requests/wizard/steps/... included);
// lib/ is below every feature and the app shell and imports neither.
const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
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
      if (
        area === 'features' &&
        target[0] === 'features' &&
        target[1] !== feature &&
        target.length > 2 &&
        !/^index(\.tsx?)?$/.test(target[2])
      ) {
        context.report({
          node: source,
          message: `Import the ${target[1]} feature through its index.ts, not its files.`,
        });
      }
      if (area === 'lib' && (target[0] === 'features' || target[0] === 'app')) {
        context.report({
          node: source,
          message: 'lib/ is shared by every feature and imports no feature and not the app shell.',
        });
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**'] },
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
    // Features talk to each other only through a feature's index.ts (ARCHITECTURE: capability folders).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    plugins: { 'portal-web': { rules: { zones: webZones } } },
    rules: { 'portal-web/zones': 'error' },
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
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
    // Type-aware rules for the API: a promise nobody awaits is an error nobody sees.
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
);
