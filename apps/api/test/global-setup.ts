import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated empty PGlite dump each test database starts from ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

let dir: string | undefined;

/** Migrates once for the whole run: every test app's in-memory database starts as a copy. */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await makePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
