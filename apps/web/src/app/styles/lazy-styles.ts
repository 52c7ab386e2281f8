import { loadDeskTexts, loadTexts } from '../../lib/i18n';

/**
 * The stylesheets of the Mantine components the first screens do not use: request.css (what a
 * request's first screens draw beyond them: a wizard's later steps, the pages a mailed link
 * opens) and rest.css (everything else). They load after the first paint; a route or widget that
 * may show such a component awaits them before it renders (Vite's chunk loader resolves once the
 * stylesheet has loaded), so nothing is drawn unstyled and nothing shifts when it arrives.
 */
let request: Promise<unknown> | undefined;
export function loadRequestStyles(): Promise<unknown> {
  request ??= import('./request-styles');
  return request;
}
let rest: Promise<unknown> | undefined;
export function loadRestStyles(): Promise<unknown> {
  // request.css first: the two sheets are added in the order they are asked for.
  rest ??= Promise.all([loadRequestStyles(), import('./rest-styles')]);
  return rest;
}

/**
 * `lazy()`/route loaders: the module, the rest of the styles and the whole English catalog
 * (lib/i18n.ts: the entry holds only the first screens' texts), in parallel; a request's first
 * screen (a wizard's step, a public page) waits for a request's styles and texts only
 * (`'request'`).
 */
export async function withRestStyles<T>(load: Promise<T>, scope: 'request' | 'all' = 'all'): Promise<T> {
  const [mod] = await Promise.all([
    load,
    scope === 'request' ? loadRequestStyles() : loadRestStyles(),
    loadTexts(scope),
  ]);
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
