import { en } from '@portal/shared';
import i18n from './i18n';

/**
 * The spec's messages are English strings (MESSAGES, shared by the server's error bodies and the
 * zod schemas). A message that is one of the English catalog's values is shown in the reader's
 * language through its key; any other text (a server message we have no key for) is shown as it is.
 */
let index: Map<string, string> | null = null;

function build(node: unknown, path: string[], into: Map<string, string>) {
  if (typeof node === 'string') {
    if (!into.has(node)) into.set(node, path.join('.'));
    return;
  }
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) if (k !== 'staff' || path.length) build(v, [...path, k], into);
  }
}

export function translateMessage(text: string): string {
  if (!text || i18n.language === 'en') return text;
  if (!index) {
    index = new Map();
    build(en, [], index);
  }
  const key = index.get(text);
  return key ? i18n.t(key) : text;
}
