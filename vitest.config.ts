import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One runner for everything: unit tests (shared, web), API tests against a real database (api),
 * and browser journeys in Debian's Chromium (e2e). `npm test` runs them all.
 */
export default defineConfig({
  test: {
    // At least two files at a time (vitest's default is one fewer than the cores: one, on two
    // cores). API files each make their own database and are CPU-bound, so two workers keep both
    // cores busy; a journey file mostly waits on its page and the server, and one at a time left
    // a 2-core machine 60-70 % idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A ceiling for a hang, not a speed limit: on a loaded 2-core machine a test that takes
          // 50 ms alone can take seconds.
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
          // A ceiling for a hang, not a speed limit (vitest's default 5 s failed a combobox test
          // at load average 20).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Only a safety net against a hung test: a busy 2-core machine (CI may be) runs a test many
          // times slower than a quiet one, and no test may fail for being slow.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          // `expect.poll` waits like the locator helpers (support/expect.ts), not vitest's 1 s: a
          // loaded machine may take seconds to show what a person would wait for.
          expect: { poll: { timeout: 60_000 } },
          // Files run side by side on the shared server: each makes its own accounts, and what
          // they share (the demo clerk's one-time codes and API session) is claimed across
          // processes (support/totp.ts, support/records.ts).
        },
      },
    ],
  },
});
