import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded (its CommonJS build) where it is first needed rather than at start-up: the
 * SDKs and PDF libraries a given deployment may never use cost seconds of CPU before `/healthz`
 * could answer when every start imported them. Node caches the module, so later calls are cheap.
 */
export function requireWhenNeeded<T>(id: string): T {
  return require(id) as T;
}
/** Where such a package (or a file of it, e.g. its package.json) is, without loading it. */
requireWhenNeeded.resolve = (id: string): string => require.resolve(id);
