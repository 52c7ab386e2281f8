import type { Locator, Page } from 'playwright-core';
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
/** `await value(field).toBe('')`: a form field's current value (null while it is not on the page). */
export const value = (l: Locator, timeout = T) => expect.poll(() => l.inputValue().catch(() => null), { timeout });

/** The first item, or a clear failure naming what was missing (an insert's `.returning()`, a list). */
export function first<T>(items: readonly T[], what = 'item'): T {
  const [item] = items;
  if (item === undefined) throw new Error(`expected at least one ${what}, got none`);
  return item;
}

/**
 * A part of a page that loads when the reader reaches it (WhenReached, by its test id): scrolled
 * to, as a person does, until it has loaded.
 */
export async function reachSection(page: Page, testId: string) {
  await expect
    .poll(async () => {
      const place = page.getByTestId(`${testId}-place`);
      if (await place.count())
        await place
          .first()
          .scrollIntoViewIfNeeded()
          .catch(() => undefined);
      return page.getByTestId(testId).count();
    })
    .toBeGreaterThan(0);
}

/** A request's page below its first screen (fees, documents, downloads, refunds, the chat). */
export const reachRequestRest = (page: Page) => reachSection(page, 'request-rest');
