import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: "a grep finds no status write outside the lifecycle module". This is that grep, kept:
 * no source file outside lifecycle/ writes requests.status, the desk's stage or the status
 * history. (The demo seed writes finished fixtures directly and is the one exception.)
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../..');
const allowed = [path.join(src, 'modules/requests/lifecycle'), path.join(src, 'seed'), path.join(src, 'db')];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const WRITES = [
  /insert\(requestStatusHistory\)/,
  /insert\(requestDesk\)/,
  /update\(requestDesk\)/,
  /update\(requests\)[\s\S]{0,200}?\.set\(\{[^}]*\bstatus\b/,
  /insert\(requests\)[\s\S]{0,200}?\.values\(\{[^}]*\bstatus\s*:/,
];

describe('one writer of request status', () => {
  it('finds no status, desk stage or history write outside modules/requests/lifecycle', () => {
    const offenders = files(src)
      .filter((f) => !allowed.some((a) => f.startsWith(a)))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return WRITES.filter((re) => re.test(text)).map((re) => `${path.relative(src, f)}: ${re}`);
      });
    expect(offenders).toEqual([]);
  });
});
