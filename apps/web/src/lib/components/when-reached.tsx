import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Keys that move through a page (focus, a screen reader's reading keys, scrolling): the first
 * press loads the section, so a keyboard or screen-reader user finds it there when they reach it,
 * though nothing scrolled yet.
 */
const MOVING_KEYS = new Set(['Tab', 'ArrowDown', 'PageDown', 'End', ' ', 'F6']);

/**
 * Draws its children (a section whose code is a chunk of its own: a lazy component) only once
 * the section is on its way to being reached: when its place is on the screen, when the page is
 * first scrolled (the reader is heading down: the chunk downloads while they scroll, and the
 * section is there when they arrive), when someone moves through the page with the keyboard, or
 * before printing. Until then, and while the chunk downloads, an empty block of `minHeight` keeps
 * the section's place, so what follows does not jump and the scroll bar stays about the same.
 *
 * For sections below a phone's first screen that bring code of their own (a chat with its form,
 * the payment methods' card form): loaded with the page, they would be downloaded and evaluated
 * by every visit, read or not. Content above the first screen is never put here: it would appear
 * late.
 */
export function WhenReached({
  children,
  minHeight,
  testId,
  now = false,
}: {
  children: ReactNode;
  /** Drawn at once: the address names a part of it (a link to the chat). */
  now?: boolean;
  /** The section's usual height on a phone (a CSS length): the place kept for it. */
  minHeight: CSSProperties['minHeight'];
  testId?: string;
}) {
  const [reached, setReached] = useState(now);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (reached || !el) return;
    const reach = () => setReached(true);
    // Without an observer (an old browser, a test's DOM) the section is drawn at once.
    if (typeof IntersectionObserver === 'undefined') {
      reach();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach());
    observer.observe(el);
    const onKey = (e: KeyboardEvent) => MOVING_KEYS.has(e.key) && reach();
    document.addEventListener('keydown', onKey, true);
    // Any scroll of the page (the window's, or the frame's scrolling element: capture).
    document.addEventListener('scroll', reach, { capture: true, passive: true });
    window.addEventListener('beforeprint', reach);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('scroll', reach, { capture: true });
      window.removeEventListener('beforeprint', reach);
    };
  }, [reached]);
  const kept = <div ref={place} style={{ minHeight }} data-testid={testId && `${testId}-place`} />;
  return reached ? (
    <Suspense fallback={kept}>
      <div data-testid={testId} style={{ display: 'contents' }}>
        {children}
      </div>
    </Suspense>
  ) : (
    kept
  );
}
