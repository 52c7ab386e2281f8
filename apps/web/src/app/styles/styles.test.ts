import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestPageModules } from '../../test/request-pages';

// critical.css (inlined into the HTML) and rest.css (loaded after the first paint) together must
// import the stylesheet of every Mantine component the app draws exactly once: a component missing
// from both would be drawn unstyled, one in both would load twice. A stylesheet of a component
// nothing draws is in neither: it would be downloaded and parsed on every page for nothing.
const here = path.dirname(new URL(import.meta.url).pathname);
const modules = path.resolve(here, '../../../../../node_modules');
const core = path.join(modules, '@mantine/core');
const src = path.resolve(here, '../..');
const imports = (file: string): string[] =>
  [...readFileSync(path.join(here, file), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map(
    (m) => m[1]!,
  );

/** The names a source imports from @mantine/core. */
function namesFrom(source: string): string[] {
  return [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

function filesUnder(dir: string, test: (f: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, test) : test(e.name) ? [p] : [];
  });
}

/**
 * The stylesheets the app can draw with: from each name the web app (and the Mantine packages it
 * uses beside core: dates, modals) imports from @mantine/core, every module of core's build it
 * reaches, and each component stylesheet (`X.module.css`) among them.
 */
function drawnStylesheets(
  sources = [
    ...filesUnder(src, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)),
    ...filesUnder(path.join(modules, '@mantine/dates/esm'), (f) => f.endsWith('.mjs')),
    ...filesUnder(path.join(modules, '@mantine/modals/esm'), (f) => f.endsWith('.mjs')),
  ],
): Set<string> {
  const names = new Set<string>();
  for (const f of sources) namesFrom(readFileSync(f, 'utf8')).forEach((n) => names.add(n));
  const index = readFileSync(path.join(core, 'esm/index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    for (const n of m[1]!.split(',')) {
      const [name, alias] = n.trim().split(/\s+as\s+/);
      fileOf.set((alias ?? name)!.trim(), path.join(core, 'esm', m[2]!));
    }
  }
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const sheet = file.match(/(\w+)\.module\.css\.mjs$/)?.[1];
    if (sheet) sheets.add(sheet);
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'|import '(\.[^']+)'/g)) {
      visit(path.join(path.dirname(file), (m[1] ?? m[2])!));
    }
  };
  for (const n of names) {
    const file = fileOf.get(n);
    if (file) visit(file);
  }
  return sheets;
}

describe('Mantine stylesheets split', () => {
  it('critical.css, request.css and rest.css import each drawn component stylesheet once, and no other', () => {
    const all = new Set(
      readdirSync(path.join(core, 'styles'))
        .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
        .map((f) => f.slice(0, -4)),
    );
    const drawn = drawnStylesheets();
    // The walk finds the components (a name it does not know would find nothing).
    expect(drawn.has('Button')).toBe(true);
    expect(drawn.has('Table')).toBe(true);
    const critical = imports('critical.css');
    const rest = [...imports('request.css'), ...imports('rest.css')];
    const both = [...critical, ...rest];
    expect(both.filter((s) => !all.has(s))).toEqual([]);
    expect(both.length).toBe(new Set(both).size);
    expect([...drawn].filter((s) => all.has(s) && !both.includes(s))).toEqual([]);
    // rest.css holds what is drawn only (critical.css also holds the global styles).
    expect(rest.filter((s) => !drawn.has(s))).toEqual([]);
  });

  it("request.css holds what a request's first screens draw beyond critical.css (they load no rest.css)", () => {
    const drawn = drawnStylesheets([...requestPageModules()]);
    const all = new Set(readdirSync(path.join(core, 'styles')).map((f) => f.slice(0, -4)));
    const loaded = new Set([...imports('critical.css'), ...imports('request.css')]);
    expect([...drawn].filter((s) => all.has(s) && !loaded.has(s)).sort()).toEqual([]);
  });

  it('critical.css starts with the global styles, in the order Mantine requires', () => {
    expect(imports('critical.css').slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
