/**
 * The spec's messages are English strings (MESSAGES, shared by the server's error bodies and the
 * zod schemas). In another language, a message that is one of the English catalog's values is
 * shown through its key (message-index.ts, loaded with that language's catalog); any other text
 * (a server message we have no key for) is shown as it is. English needs none of it.
 */
let lookup: ((text: string) => string) | null = null;

export function setMessageLookup(fn: ((text: string) => string) | null) {
  lookup = fn;
}

export function translateMessage(text: string): string {
  return lookup && text ? lookup(text) : text;
}
