/**
 * Tests read rows and lists by index (noUncheckedIndexedAccess): these say what was expected
 * when it is missing, instead of a TypeError on `undefined` further down.
 */

/** The first item of a list the test expects not to be empty. */
export function first<T>(items: readonly T[], what = 'row'): T {
  const [item] = items;
  if (item === undefined) throw new Error(`expected at least one ${what}, got none`);
  return item;
}

/** The item at `index` (negative counts from the end, as `.at()`), which the test expects to exist. */
export function nth<T>(items: readonly T[], index: number, what = 'row'): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`expected a ${what} at ${index}, got ${items.length} in all`);
  return item;
}

/** The text a pattern's group captured (the first group unless told), which the test expects to match. */
export function captured(pattern: RegExp, text: string, group = 1): string {
  const value = pattern.exec(text)?.[group];
  if (value === undefined) throw new Error(`expected ${pattern} to match, got: ${text.slice(0, 200)}`);
  return value;
}
