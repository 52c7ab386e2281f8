import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * no cycle between modules. import-x/no-cycle (eslint) catches a cycle between files;
 * this catches one between capabilities (modules/<a> imports modules/<b>, which imports ... <a>),
 * even when no single chain of files closes it. Every relative import counts, type-only ones too
 * (as scripts/architecture-counts.sh counts them): a module that needs another's types depends on it.
 * modules/index.ts and the other files directly under modules/ assemble the modules and are no module.
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const moduleNames = new Set(
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name),
);

/** The module a path lies in or names (modules/<name>, modules/<name>/...), or null outside a module. */
function moduleOf(file: string): string | null {
  const [first = ''] = path.relative(modulesDir, file).split(path.sep);
  return moduleNames.has(first) ? first : null;
}

const IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

/** modules/<a> -> the other modules its files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, spec = ''] of text.matchAll(IMPORT)) {
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Set<string>();
      edges.add(to);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every elementary cycle's modules, as 'a -> b -> a', each found once (from its smallest name). */
function moduleCycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) found.push([...trail, start].join(' -> '));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return found;
}

describe('module graph', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const g = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(moduleCycles(g)).toEqual(['a -> b -> c -> a']);
  });

  it('has no cycle between the modules of apps/api/src/modules', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(moduleCycles(graph)).toEqual([]);
  });
});
