import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/shell-boot.js where a prerendered shell shows: what was done on it, kept. */
    __shellInput?: { replay(root: Element | null): void };
  }
}

/**
 * Rendered beside the app in its root: right after React's first commit (which replaced the
 * prerendered shell), the clicks, keys and typing kept while the shell showed are done again on
 * React's copies of the same controls (public/shell-boot.js), so nothing the patient did is lost.
 */
export function ShellHandover() {
  useEffect(() => {
    window.__shellInput?.replay(document.getElementById('root'));
  }, []);
  return null;
}
