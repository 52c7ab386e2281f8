import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * "a grep finds no status write outside the lifecycle module". This is that grep, kept:
 * no source file outside lifecycle/ writes requests.status, the desk's stage or the status
 * history. The demo seed is held to it too: it reaches every status through transition().
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../..');
// db/ holds the schema and migrations (no writes); nothing else is exempt, the seed included.
const allowed = [path.join(src, 'modules/lifecycle'), path.join(src, 'db')];

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
  /insert\(requests\)[\s\S]{0,200}?\.values\(\{[^}]*\bstatus\s*[,}]/,
];

describe('one writer of request status', () => {
  it('finds no status, desk stage or history write outside modules/lifecycle', () => {
    const offenders = files(src)
      .filter((f) => !allowed.some((a) => f.startsWith(a)))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return WRITES.filter((re) => re.test(text)).map((re) => `${path.relative(src, f)}: ${re}`);
      });
    expect(offenders).toEqual([]);
  });

  it('covers the demo seed: its requests reach their statuses through transition()', () => {
    const seed = readFileSync(path.join(src, 'seed/requests.ts'), 'utf8');
    expect(WRITES.filter((re) => re.test(seed))).toEqual([]);
    expect(seed).toMatch(/\btransition\(tx,/);
  });

  it('matches the real writes where they live: the lifecycle repository (history and desk stage)', () => {
    const repo = readFileSync(path.join(here, 'repository.ts'), 'utf8');
    expect(WRITES.filter((re) => re.test(repo)).map(String)).toEqual([
      String(/insert\(requestStatusHistory\)/),
      String(/insert\(requestDesk\)/),
    ]);
    // transition() writes its history through the repository, not with a query of its own.
    const transition = readFileSync(path.join(here, 'transition.ts'), 'utf8');
    expect(transition).toMatch(/repo\.addHistory\(tx,/);
    expect(WRITES.filter((re) => re.test(transition))).toEqual([]);
  });

  it('would catch a direct status write (the patterns are not vacuous)', () => {
    const bad = [
      'await tx.insert(requests).values({ rid, status: d.status })',
      'await tx.insert(requests).values({ rid, status })',
      "await db.update(requests).set({ status: 'closed_archived' })",
      'await tx.insert(requestStatusHistory).values(rows)',
      'await tx.update(requestDesk).set({ stage })',
    ];
    for (const text of bad)
      expect(
        WRITES.some((re) => re.test(text)),
        text,
      ).toBe(true);
  });
});
