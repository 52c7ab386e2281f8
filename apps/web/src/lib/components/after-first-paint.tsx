import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a commit after the page's first one, once that has been painted, and in
 * a transition (React renders them in slices, yielding to the browser between them). For the
 * parts of a page below its first screen (a request's chat, documents and history, a profile's
 * password and security panels): the first screen, and its largest element, paint without waiting
 * for them, and no long task draws them.
 *
 * Only for content that follows the first screen: what it draws is added after what is on screen,
 * never above it, so nothing on screen moves when it comes.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit has painted it; the timeout runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!gone) startTransition(() => setShown(true));
      }, 0);
    });
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return shown ? children : null;
}
