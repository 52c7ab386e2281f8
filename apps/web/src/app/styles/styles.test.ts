import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// critical.css (inlined into the HTML) and rest.css (loaded after the first paint) together must
// import every stylesheet of @mantine/core exactly once: a component missing from both would be
// drawn unstyled, one in both would load twice.
const here = path.dirname(new URL(import.meta.url).pathname);
const mantine = path.resolve(here, '../../../../../node_modules/@mantine/core/styles');
const imports = (file: string) =>
  [...readFileSync(path.join(here, file), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map(
    (m) => m[1],
  );

describe('Mantine stylesheets split', () => {
  it('critical.css and rest.css import each component stylesheet once', () => {
    const all = readdirSync(mantine)
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.slice(0, -4))
      .sort();
    const both = [...imports('critical.css'), ...imports('rest.css')];
    expect([...both].sort()).toEqual(all);
  });

  it('critical.css starts with the global styles, in the order Mantine requires', () => {
    expect(imports('critical.css').slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
