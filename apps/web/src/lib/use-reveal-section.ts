import { useEffect } from 'react';

/** How long a page waits for the section its address names to be drawn (its chunk may be loading). */
const WAIT_MS = 20_000;
/** How long the section is kept in view while the page around it settles (parts above it loading). */
const SETTLE_MS = 8_000;
/** What the reader does that ends the keeping: from then on, where the page is is theirs. */
const READER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Brings the section with this id into view once it is drawn, which may be after the page itself
 * (a section loaded when reached), and moves the focus to it: a link to a page's part (a mail's
 * "read the message", a to-do's "Read") lands there for a reader, a keyboard and a screen reader
 * alike, instead of at the top of a long page. The fixed header's height is kept clear above it.
 * Parts above it that load afterwards (their own reads, their own chunks) would push it away or
 * pull it up: it is kept at the top of the screen until the page settles or the reader moves.
 */
export function useRevealSection(id: string | null): void {
  useEffect(() => {
    if (!id) return;
    const cleanups: Array<() => void> = [];
    const stop = () => cleanups.splice(0).forEach((f) => f());
    const keep = (el: HTMLElement) => {
      let frame = 0;
      const align = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => el.scrollIntoView({ block: 'start' }));
      };
      const resized = new ResizeObserver(align);
      resized.observe(document.body);
      const changed = new MutationObserver(align);
      changed.observe(document.body, { childList: true, subtree: true });
      const settled = setTimeout(stop, SETTLE_MS);
      for (const type of READER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
      cleanups.push(() => {
        resized.disconnect();
        changed.disconnect();
        cancelAnimationFrame(frame);
        clearTimeout(settled);
        for (const type of READER_MOVES) window.removeEventListener(type, stop, { capture: true });
      });
    };
    const reveal = () => {
      const el = document.getElementById(id);
      if (!el) return false;
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.style.scrollMarginTop = 'calc(var(--app-shell-header-height, 0px) + 12px)';
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
      keep(el);
      return true;
    };
    if (reveal()) return stop;
    const appeared = new MutationObserver(() => {
      if (!document.getElementById(id)) return;
      stop();
      reveal();
    });
    appeared.observe(document.body, { childList: true, subtree: true });
    const gaveUp = setTimeout(stop, WAIT_MS);
    cleanups.push(() => {
      appeared.disconnect();
      clearTimeout(gaveUp);
    });
    return stop;
  }, [id]);
}
