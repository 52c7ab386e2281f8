import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One runner for everything: unit tests (shared, web), API tests against a real database (api),
 * and browser journeys in Debian's Chromium (e2e). `npm test` runs them all.
 */
export default defineConfig({
  test: {
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
          // One file at a time: on two cores, files side by side took as long in all (the browser
          // and the server are busy, not waiting) and stretched each journey's own waits. The demo
          // clerk's one-time codes are claimed across processes (support/totp.ts) all the same.
          fileParallelism: false,
        },
      },
    ],
  },
});
