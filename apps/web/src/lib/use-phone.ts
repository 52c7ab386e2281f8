import { useMediaQuery } from '@mantine/hooks';

/**
 * The build's prerender of the first screens (app/prerender.tsx) and the server's render of a page
 * (app/server-render.tsx) draw a page that lays itself out by a media query twice, phone and wide,
 * and the HTML shows the one that fits the screen.
 * In the browser this is left unset.
 */
export const prerenderViewport: { phone?: boolean; asked?: boolean } = {};

/** True on a narrow screen, from the first render (no flash of the wide layout). */
export function usePhone(query = '(max-width: 36em)'): boolean {
  const phone = useMediaQuery(query, false, { getInitialValueInEffect: false });
  // Drawn off-screen (the build's prerender, the server's render): the page lays itself out by
  // the screen's width, so it is drawn both ways.
  if (prerenderViewport.phone !== undefined) prerenderViewport.asked = true;
  return prerenderViewport.phone ?? phone;
}
