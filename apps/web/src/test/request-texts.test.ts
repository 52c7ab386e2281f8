import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@portal/shared';
import { REQUEST_TEXTS } from '../lib/english-request-texts';
import { requestPageModules } from './request-pages';

const SRC = path.resolve(__dirname, '..');

/** Modules that name a later namespace without drawing it on a request's first screen. */
const NOT_DRAWN: Record<string, string> = {
  // English file names are the server's own; another language's catalog loads whole.
  'lib/file-names.ts': 'tracking',
  // The desk's reader only.
  'lib/components/fee-basis.tsx': 'staff',
};

describe("a request's first screens", () => {
  it("draw only the entry's and a request's namespaces (the rest of the catalog loads later)", () => {
    // The entry's (i18n.ts FIRST_TEXTS, which i18next fills in as more loads) and a request's.
    const loaded = new Set(['messages', 'password', 'common', 'auth', ...Object.keys(REQUEST_TEXTS)]);
    const later = Object.keys(en).filter((ns) => !loaded.has(ns));
    // A key in a call, or written into a table and translated later ('tracking.status.x').
    const key = new RegExp(`\\bt\\(\\s*['\`"]([a-zA-Z]+)\\.|['\`"](${later.join('|')})\\.[a-zA-Z]`, 'g');
    const missing: string[] = [];
    for (const file of requestPageModules()) {
      for (const m of readFileSync(file, 'utf8').matchAll(key)) {
        const ns = m[1] ?? m[2]!;
        const name = path.relative(SRC, file);
        if (!loaded.has(ns) && NOT_DRAWN[name] !== ns) missing.push(`${name}: ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
