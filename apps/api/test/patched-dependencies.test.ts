import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * patch-package (`patches/`, applied by the root postinstall) edits built files of one exact
 * version. A version range would let a lockfile refresh move the package on, and the patch then
 * fails to apply or, worse, applies to code it was not written for. So every patched package
 * is declared at exactly the patch's version where the project names it, and installed at it;
 * the README's "Patched dependencies" says why each patch exists.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifests = ['package.json', 'apps/api/package.json', 'apps/web/package.json', 'packages/shared/package.json'];
const read = (p: string) =>
  JSON.parse(readFileSync(path.join(root, p), 'utf8')) as Record<string, Record<string, string>>;

const patches = readdirSync(path.join(root, 'patches'))
  .filter((f) => f.endsWith('.patch'))
  .map((f) => {
    const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(f.replace(/^(@[^+]+)\+/, '$1/')) ?? [];
    return { file: f, name: name!, version: version! };
  });

describe('patched dependencies', () => {
  it('every patch names a package and a version', () => {
    expect(patches.length).toBeGreaterThan(0);
    for (const p of patches) expect(p.name && p.version, p.file).toBeTruthy();
  });

  for (const p of patches) {
    it(`${p.name} is installed and declared at exactly ${p.version} (${p.file})`, () => {
      const installed = read(`node_modules/${p.name}/package.json`).version as unknown as string;
      expect(installed, `${p.file} was written for ${p.version}: redo the patch for ${installed}, or pin back`).toBe(
        p.version,
      );
      const declared = manifests.flatMap((m) => {
        const json = read(m);
        return ['dependencies', 'devDependencies', 'overrides']
          .map((k) => json[k]?.[p.name])
          .filter((v): v is string => typeof v === 'string')
          .map((v) => ({ m, v }));
      });
      for (const { m, v } of declared) {
        expect(v, `${m} must pin ${p.name} exactly (patched: ${p.file})`).toBe(p.version);
      }
    });
  }
});
