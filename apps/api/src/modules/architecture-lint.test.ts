import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js fire where they should: small sources linted as if they
 * sat at a path of the repository (ESLint's Node API), each breaking one rule, beside sources that
 * keep it. Only the architecture rules run (the type-aware ones need files the TypeScript project
 * knows, which these are not).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => /^(portal-|import-x\/|no-restricted-syntax$)/.test(ruleId),
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the API layers', () => {
  const route = 'apps/api/src/modules/favorites/routes.ts';

  it('refuses a route file that imports a repository, statically or with import()', async () => {
    expect(
      await problems(
        route,
        `import { favoritesRepository } from './repository';\nexport const r = favoritesRepository;\n`,
      ),
    ).toEqual([expect.stringMatching(/^portal-api\/layers: A route file calls its service, never a repository/)]);
    expect(await problems(route, `export const load = () => import('./repository');\n`)).toEqual([
      expect.stringMatching(/^portal-api\/layers: A route file calls its service, never a repository/),
    ]);
    expect(
      await problems(
        'apps/api/src/modules/staff/desk-routes.ts',
        `import { requestAuditLog } from './audit-repository';\nexport const r = requestAuditLog;\n`,
      ),
    ).toEqual([expect.stringMatching(/never a repository/)]);
  });

  it('refuses a route registered by a path literal instead of its operationId', async () => {
    const code = (url: string) =>
      `declare const app: { get(u: string, h: () => void): void };\ndeclare const routeUrl: (id: string) => string;\napp.get(${url}, () => {});\n`;
    expect(await problems(route, code(`'/api/v2/user/get_favourite_custodians'`))).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Register a route by its operationId/),
    ]);
    expect(await problems(route, code('`/api/v2/user/${"x"}`'))).toEqual([
      expect.stringMatching(/Register a route by its operationId/),
    ]);
    expect(await problems(route, code(`routeUrl('listFavorites')`))).toEqual([]);
  });

  it('refuses a route file that touches the database, opens a transaction, writes an audit row or mails', async () => {
    expect(await problems(route, `import { users } from '../../db/schema';\nexport const u = users;\n`)).toEqual([
      expect.stringMatching(/^portal-api\/layers: A route file does not touch the database/),
    ]);
    expect(await problems(route, `import type { Db } from '../../db/client';\nexport type D = Db;\n`)).toEqual([
      expect.stringMatching(/does not touch the database/),
    ]);
    expect(await problems(route, `import { eq } from 'drizzle-orm';\nexport const e = eq;\n`)).toEqual([
      expect.stringMatching(/does not touch the database/),
    ]);
    expect(
      await problems(
        route,
        `export const go = (db: { transaction(f: () => void): void }) => db.transaction(() => {});\n`,
      ),
    ).toEqual([expect.stringMatching(/^portal-api\/layers: A route file opens no transaction/)]);
    expect(await problems(route, `import { audit } from '../../platform/audit';\nexport const a = audit;\n`)).toEqual([
      expect.stringMatching(/^portal-api\/layers: A route file writes no audit row/),
    ]);
    expect(
      await problems(route, `import { auditRead } from '../../platform/audit';\nexport const a = auditRead;\n`),
    ).toEqual([expect.stringMatching(/writes no audit row/)]);
    expect(
      await problems(route, `import { mailWelcome } from '../notifications';\nexport const m = mailWelcome;\n`),
    ).toEqual([expect.stringMatching(/^portal-api\/layers: A route file sends no mail/)]);
  });

  it('lets a route file call its service and take a row type', async () => {
    const code = `import type { users } from '../../db/schema';\nimport { listFavorites } from './service';\nexport type U = typeof users.$inferSelect;\nexport const l = listFavorites;\n`;
    expect(await problems(route, code)).toEqual([]);
  });

  it('refuses a module index.ts that exports a repository (a type from one is fine)', async () => {
    const index = 'apps/api/src/modules/payments/index.ts';
    expect(await problems(index, `export { paymentsRepository } from './repository';\n`)).toEqual([
      expect.stringMatching(/^portal-api\/layers: A module's index.ts exports services and types only/),
    ]);
    expect(await problems(index, `export * from './records-repository';\n`)).toEqual([
      expect.stringMatching(/exports services and types only/),
    ]);
    expect(await problems(index, `export type { CardRow } from './repository';\n`)).toEqual([]);
  });

  it("refuses platform/ code that imports a capability's table, not the platform's own", async () => {
    const platform = 'apps/api/src/platform/mailer.ts';
    expect(
      await problems(
        platform,
        `import { mailOutbox, users } from '../db/schema';\nexport const t = [mailOutbox, users];\n`,
      ),
    ).toEqual([expect.stringMatching(/^portal-api\/layers: platform\/ is domain-free: .* not users\./)]);
    expect(await problems(platform, `import * as schema from '../db/schema';\nexport const s = schema;\n`)).toEqual([
      expect.stringMatching(/platform\/ is domain-free/),
    ]);
    expect(
      await problems(
        'apps/api/src/platform/jobs/record.ts',
        `export const load = () => import('../../db/schema/requests');\n`,
      ),
    ).toEqual([expect.stringMatching(/platform\/ is domain-free/)]);
    expect(
      await problems(platform, `import { mailOutbox } from '../db/schema';\nexport const t = mailOutbox;\n`),
    ).toEqual([]);
  });

  it('refuses a query outside a repository through import() too', async () => {
    expect(
      await problems('apps/api/src/modules/favorites/service.ts', `export const q = () => import('drizzle-orm');\n`),
    ).toEqual([expect.stringMatching(/^portal-api\/layers: Only repositories/)]);
  });
});

describe('the web zones and cycles', () => {
  const web = path.join(repo, 'apps/web/src');
  const fixtures = ['features/zz-lint-fixture-a', 'features/zz-lint-fixture-b', 'lib/zz-lint-fixture-cycle'].map((d) =>
    path.join(web, d),
  );

  beforeAll(() => {
    const [a, b, lib] = fixtures as [string, string, string];
    for (const d of fixtures) mkdirSync(d, { recursive: true });
    // Two features that import each other through different files: no chain of files is a cycle.
    writeFileSync(path.join(a, 'index.ts'), `export { A } from './a';\n`);
    writeFileSync(path.join(a, 'a.ts'), `export const A = 1;\n`);
    writeFileSync(path.join(a, 'uses-b.ts'), `import { B } from '../zz-lint-fixture-b';\nexport const AB = B;\n`);
    writeFileSync(path.join(b, 'index.ts'), `export { B } from './b';\n`);
    writeFileSync(path.join(b, 'b.ts'), `import { A } from '../zz-lint-fixture-a';\nexport const B = A;\n`);
    // Two lib files that import each other.
    writeFileSync(path.join(lib, 'one.ts'), `import { two } from './two';\nexport const one = () => two();\n`);
    writeFileSync(path.join(lib, 'two.ts'), `import { one } from './one';\nexport const two = () => one;\n`);
  });
  afterAll(() => {
    for (const d of fixtures) rmSync(d, { recursive: true, force: true });
  });

  it('refuses a cycle between two features, whichever files close it', async () => {
    expect(
      await problems(
        'apps/web/src/features/zz-lint-fixture-b/b.ts',
        `import { A } from '../zz-lint-fixture-a';\nexport const B = A;\n`,
      ),
    ).toEqual([
      expect.stringMatching(
        /^portal-web\/no-feature-cycle: Feature cycle: zz-lint-fixture-b -> zz-lint-fixture-a -> zz-lint-fixture-b/,
      ),
    ]);
  });

  it('refuses a cycle between files', async () => {
    expect(
      await problems(
        'apps/web/src/lib/zz-lint-fixture-cycle/one.ts',
        `import { two } from './two';\nexport const one = () => two();\n`,
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle:/)]);
  });

  it("refuses an entry that imports another entry's files, or a feature's files past its index", async () => {
    expect(
      await problems(
        'apps/web/src/staff/staff-layout.tsx',
        `import { LoginLayout } from '../login/login-layout';\nexport const L = LoginLayout;\n`,
      ),
    ).toEqual([expect.stringMatching(/^portal-web\/zones: staff\/ and login\/ are separate entry points/)]);
    expect(
      await problems(
        'apps/web/src/public/hipaa-page.tsx',
        `import { UploadZone } from '../features/authorizations/components/upload-zone';\nexport const U = UploadZone;\n`,
      ),
    ).toEqual([expect.stringMatching(/^portal-web\/zones: Import the authorizations feature through its index.ts/)]);
    expect(
      await problems(
        'apps/web/src/features/support/x.ts',
        `import { Logo } from '../../app/layout/logo';\nexport const L = Logo;\n`,
      ),
    ).toEqual([expect.stringMatching(/^portal-web\/zones: A feature sits below the app shells/)]);
    expect(
      await problems(
        'apps/web/src/public/hipaa-page.tsx',
        `import { UploadZone } from '../features/authorizations';\nexport const U = UploadZone;\n`,
      ),
    ).toEqual([]);
  });
});
