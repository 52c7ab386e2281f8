import { useMediaQuery } from '@mantine/hooks';

/**
 * The build's prerender of the first screens (app/prerender.tsx) draws a page that lays itself
 * out by a media query twice, phone and wide, and the HTML shows the one that fits the screen.
 * In the browser this is left unset.
 */
export const prerenderViewport: { phone?: boolean } = {};

/** True on a narrow screen, from the first render (no flash of the wide layout). */
export function usePhone(query = '(max-width: 36em)'): boolean {
  const phone = useMediaQuery(query, false, { getInitialValueInEffect: false });
  return prerenderViewport.phone ?? phone;
}
