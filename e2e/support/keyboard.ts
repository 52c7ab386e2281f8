import type { Locator, Page } from 'playwright-core';

/**
 * Keyboard-only driving for the journeys: focus moves with Tab / Shift+Tab only, controls are
 * worked with Enter, Space, the arrow keys and typing. A control that cannot be reached this way,
 * or whose focus cannot be seen, fails the journey (a product bug, not a test to work around).
 */

/** What has focus, for failure messages. */
export function focusDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e || e === document.body) return 'body';
    const label = e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.innerText ?? e.innerText ?? '';
    return `${e.tagName.toLowerCase()}${e.getAttribute('role') ? `[role=${e.getAttribute('role')}]` : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

/** WCAG 2.4.7: the focused control shows a focus indicator (an outline or a focus shadow). */
export async function expectFocusVisible(page: Page) {
  const shown = await page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return false;
    const cs = getComputedStyle(e);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1;
    return outline || cs.boxShadow !== 'none';
  });
  if (!shown) throw new Error(`focus is not visible on ${await focusDescription(page)}`);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the target has focus, as a keyboard user would.
 * Fails, listing where focus went, when the target is not reached within `max` presses.
 */
export async function tabTo(target: Locator, opts: { max?: number; back?: boolean } = {}) {
  const page = target.page();
  const max = opts.max ?? 25;
  await target.waitFor({ state: 'visible' });
  const trail: string[] = [];
  for (let i = 0; ; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    if (i >= max) throw new Error(`not reached by ${opts.back ? 'Shift+Tab' : 'Tab'} in ${max} presses; focus went: ${trail.join(' → ')}`);
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    trail.push(await focusDescription(page));
  }
  await expectFocusVisible(page);
}

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for boxes). */
export async function activate(target: Locator, key: 'Enter' | 'Space' = 'Enter', opts: { max?: number; back?: boolean } = {}) {
  await tabTo(target, opts);
  await target.page().keyboard.press(key);
}

/** Tabs to a text field, selects what it holds and types over it. */
export async function typeInto(target: Locator, text: string, opts: { max?: number; back?: boolean } = {}) {
  await tabTo(target, opts);
  const k = target.page().keyboard;
  await k.press('ControlOrMeta+A');
  await k.type(text);
}

/** Opens the file chooser from its button with the keyboard and answers it with a file. */
export async function chooseFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(target);
  const chooser = target.page().waitForEvent('filechooser');
  await target.page().keyboard.press(key);
  await (await chooser).setFiles(file);
}
