import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
      if (area === 'features' && target[0] === 'features' && target[1] !== feature && target.length > 2 && !/^index(\.tsx?)?$/.test(target[2])) {
        context.report({ node: source, message: `Import the ${target[1]} feature through its index.ts, not its files.` });
      }
      if (area === 'lib' && (target[0] === 'features' || target[0] === 'app')) {
        context.report({ node: source, message: 'lib/ is shared by every feature and imports no feature and not the app shell.' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Features talk to each other only through a feature's index.ts (ARCHITECTURE: capability folders).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    plugins: { 'portal-web': { rules: { zones: webZones } } },
    rules: { 'portal-web/zones': 'error' },
  },
);
