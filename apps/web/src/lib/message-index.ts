import { en } from '@portal/shared';
import type { i18n as I18n } from 'i18next';

/** English text → catalog key, over the patient catalog (the records desk's `staff` is left out). */
function build(node: unknown, path: string[], into: Map<string, string>) {
  if (typeof node === 'string') {
    if (!into.has(node)) into.set(node, path.join('.'));
    return;
  }
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) if (k !== 'staff' || path.length) build(v, [...path, k], into);
  }
}

/** A lookup that shows an English catalog text in the current language (loaded with a non-English catalog). */
export function messageLookup(i18n: I18n): (text: string) => string {
  const index = new Map<string, string>();
  build(en, [], index);
  return (text) => {
    if (i18n.language === 'en') return text;
    const key = index.get(text);
    return key ? i18n.t(key) : text;
  };
}
