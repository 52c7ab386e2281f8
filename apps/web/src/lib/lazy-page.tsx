import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

export type LazyPage = ComponentType & { preload(): Promise<unknown> };
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component loaded when first drawn, like React.lazy, with `preload`: a component whose module
 * is in draws at once, without suspending (React.lazy would suspend once even then, and a first
 * render would commit its fallback, or nothing, in its place).
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        Loaded = m.default;
        return m;
      },
      (err: unknown) => {
        // A failed download may be tried again by the next visit.
        loading = null;
        throw err;
      },
    ));
  const Lazy = lazy(preload);
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Component, { preload });
}

/**
 * A route's page loaded when first drawn (code-split by route): the app starts a route's chunks
 * before its first render (main-portal.tsx, the build's prerender), and the page then draws at
 * once, not a fallback over the static shell.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return lazyComponent<object>(load) as LazyPage;
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
