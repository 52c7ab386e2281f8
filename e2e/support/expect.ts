import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Auto-waiting assertions on locators for Vitest (Playwright's own `expect` belongs to its test
 * runner). Each waits up to the timeout, like a person watching the screen.
 */
const T = 60_000;
export const visible = (l: Locator, timeout = T) => l.waitFor({ state: 'visible', timeout });
export const hidden = (l: Locator, timeout = T) => l.waitFor({ state: 'hidden', timeout });
/** `await text(locator).toContain('…')` */
export const text = (l: Locator, timeout = T) => expect.poll(() => l.innerText().catch(() => ''), { timeout });
/** `await count(locator).toBe(3)` */
export const count = (l: Locator, timeout = T) => expect.poll(() => l.count(), { timeout });
