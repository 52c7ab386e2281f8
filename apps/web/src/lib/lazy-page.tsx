import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/**
 * A route's page loaded when first drawn (code-split by route), like React.lazy, with `preload`:
 * the app starts a route's chunks before its first render (main-portal.tsx, the build's
 * prerender), and a page whose module is in draws at once, without suspending (React.lazy would
 * suspend once even then, and a first render would commit its fallback over the static shell).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        Loaded = m.default;
        return m;
      },
      (err: unknown) => {
        // A failed download may be tried again by the next visit to the route.
        loading = null;
        throw err;
      },
    ));
  const Lazy = lazy(preload);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload });
}

/**
 * Starts loading the pages of the routes that match `path` (an address under `basename`, or a path
 * of the routes) and resolves once they are in: a first render then draws the page, not an empty
 * frame over the static shell.
 */
export function preloadRoutes(table: RouteObject[], path: string, basename?: string): Promise<unknown> {
  const matches = matchRoutes(table, path, basename) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : null;
      return typeof type === 'function' && 'preload' in type ? (type.preload as () => Promise<unknown>)() : null;
    }),
  );
}

