import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { en } from '@portal/shared';
import i18n from '../lib/i18n';

// The whole English catalog at once (the app loads it past the first screens, lib/i18n.ts).
i18n.addResourceBundle('en', 'translation', en, true, true);

// Each test's tree is unmounted after it (Testing Library cleans up by itself only with the runner's
// globals): a component left mounted keeps its timers (a modal's scroll lock), which then fire after
// the file's window is gone and fail the run.
afterEach(cleanup);

// Mantine reads these browser APIs that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class RO {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: typeof RO }).ResizeObserver = RO;
window.scrollTo = () => {};
