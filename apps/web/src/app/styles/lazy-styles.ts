/**
 * The stylesheet of every Mantine component the first screens do not use (rest.css). It loads
 * after the first paint; a route or widget that may show such a component awaits it before it
 * renders (Vite's chunk loader resolves once the stylesheet has loaded), so nothing is drawn
 * unstyled and nothing shifts when it arrives.
 */
let pending: Promise<unknown> | undefined;
export function loadRestStyles(): Promise<unknown> {
  pending ??= import('./rest-styles');
  return pending;
}

/** `lazy()`/route loaders: the module and the rest of the styles, in parallel. */
export async function withRestStyles<T>(load: Promise<T>): Promise<T> {
  const [mod] = await Promise.all([load, loadRestStyles()]);
  return mod;
}
