import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// For tests (Node): which of the app's modules a request's first screen may load.

const SRC = path.resolve(import.meta.dirname, '..');

/** The pages that draw their first screen with a request's texts only (router.tsx, portal-entry.tsx). */
const REQUEST_PAGES = [
  'features/requests/wizard/record-wizard-page.tsx',
  'features/requests/wizard/form-wizard-page.tsx',
  'public/hipaa-page.tsx',
  'public/govt-id-page.tsx',
  'public/patient-form-page.tsx',
];

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (existsSync(f) && f !== base) return f;
  return existsSync(base) && /\.tsx?$/.test(base) ? base : null;
}

/** Every module of the app a page may load (static and lazy imports alike), tests aside. */
function reachable(start: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const next = resolve(file, m[1]!);
      if (next && !/\.test\.tsx?$/.test(next)) walk(next);
    }
  };
  start.forEach((f) => walk(path.join(SRC, f)));
  return seen;
}

/** The modules of the pages below, with everything they import (static and lazy imports alike). */
export const requestPageModules = () => reachable(REQUEST_PAGES);
