import { loadAllTexts, loadDeskTexts } from '../../lib/i18n';

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

/**
 * `lazy()`/route loaders: the module, the rest of the styles and the whole English catalog
 * (lib/i18n.ts: the entry holds only the first screens' texts), in parallel.
 */
export async function withRestStyles<T>(load: Promise<T>): Promise<T> {
  const [mod] = await Promise.all([load, loadRestStyles(), loadAllTexts()]);
  return mod;
}

/**
 * The records desk's pages: the module, the rest of the styles and the desk's texts only
 * (lib/i18n.ts loadDeskTexts), in parallel.
 */
export async function withDeskStyles<T>(load: Promise<T>): Promise<T> {
  const [mod] = await Promise.all([load, loadRestStyles(), loadDeskTexts()]);
  return mod;
}
