import type { Locator, Page } from 'playwright-core';

/**
 * Keyboard-only driving for the journeys: focus moves with Tab / Shift+Tab only, controls are
 * worked with Enter, Space, the arrow keys and typing. A control that cannot be reached this way,
 * or whose focus cannot be seen, fails the journey (a product bug, not a test to work around).
 */

/** Runs in the page: what has focus, in a few words, and whether its focus can be seen. */
function inspectFocus(): { desc: string; shown: boolean } {
  const e = document.activeElement as HTMLElement | null;
  if (!e || e === document.body) return { desc: 'body', shown: false };
  const label = e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.innerText ?? e.innerText ?? '';
  const role = e.getAttribute('role');
  const cs = getComputedStyle(e);
  return {
    desc: `${e.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`,
    // WCAG 2.4.7: an outline or a focus shadow.
    shown: (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1) || cs.boxShadow !== 'none',
  };
}

/** What has focus, for assertions and failure messages. */
export async function focusDescription(page: Page): Promise<string> {
  return (await page.evaluate(inspectFocus)).desc;
}

/** WCAG 2.4.7: the focused control shows a focus indicator (an outline or a focus shadow). */
export async function expectFocusVisible(page: Page) {
  const f = await page.evaluate(inspectFocus);
  if (!f.shown) throw new Error(`focus is not visible on ${f.desc}`);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the target has focus, as a keyboard user would.
 * Fails, listing where focus went, when the target is not reached within `max` presses, or when
 * its focus cannot be seen.
 */
export async function tabTo(target: Locator, opts: { max?: number; back?: boolean } = {}) {
  const page = target.page();
  const max = opts.max ?? 25;
  await target.waitFor({ state: 'visible' });
  const trail: string[] = [];
  const isFocused = () => target.evaluate((el) => el === document.activeElement);
  for (let i = 0; !(await isFocused()); i++) {
    if (i >= max)
      throw new Error(
        `not reached by ${opts.back ? 'Shift+Tab' : 'Tab'} in ${max} presses; focus went: ${trail.join(' → ')}`,
      );
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    trail.push((await page.evaluate(inspectFocus)).desc);
  }
  await expectFocusVisible(page);
}

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for boxes). */
export async function activate(
  target: Locator,
  key: 'Enter' | 'Space' = 'Enter',
  opts: { max?: number; back?: boolean } = {},
) {
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
export async function chooseFile(
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  key: 'Enter' | 'Space' = 'Enter',
) {
  await tabTo(target);
  const chooser = target.page().waitForEvent('filechooser');
  await target.page().keyboard.press(key);
  await (await chooser).setFiles(file);
}
