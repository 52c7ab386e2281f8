import { readFileSync } from 'node:fs';

/**
 * The most common passwords (common-passwords.txt, shipped beside this file). A new password is
 * refused when it is one of them, ignoring case, or is one of them dressed up with leading or
 * trailing digits and symbols ("Password123!", "!Dragon1"): such passwords pass the character
 * rules yet fall first to any guessing attack (NIST SP 800-63B 5.1.1.2).
 */
let list: Set<string> | undefined;

function common(): Set<string> {
  if (!list) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    list = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return list;
}

export function isBreachedPassword(password: string): boolean {
  const set = common();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  // Very short cores ("a1!...") would match nearly everything; only judge real words.
  return set.has(lower) || (core.length >= 4 && set.has(core));
}
