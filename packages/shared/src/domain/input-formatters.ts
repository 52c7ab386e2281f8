/**
 * Input formatters of spec section 5 ("Input formatters exist for … SSN … phone"), shared by every
 * form that asks for these numbers. They lay typed or pasted digits into the masks the schemas
 * check, so "123456789" becomes "123-45-6789" and "5185551234" becomes "+1 518-555-1234" instead
 * of being refused.
 */

/** SSN mask 999-99-9999 (11 characters, spec section 5). */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/**
 * Phone and fax mask '+1 999-999-9999' (spec sections 5 and 9), as typed or pasted. The '+1' the
 * mask shows is not a digit of the number, and a leading 1 is the country code: North American
 * area codes never start with 1. So typing "+1 518…" or "1518…" or "518…" key by key all give the
 * same number (a naive digit count read the mask's 1 as the area code's first digit).
 */
export function formatUsPhone(input: string): string {
  const text = input.trim();
  let digits = (text.startsWith('+1') ? text.slice(2) : text).replace(/\D/g, '');
  if (digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  let out = `+1 ${digits.slice(0, 3)}`;
  if (digits.length > 3) out += `-${digits.slice(3, 6)}`;
  if (digits.length > 6) out += `-${digits.slice(6)}`;
  return out;
}

/**
 * A person's name: letters of any script with their accents, spaces, hyphens, apostrophes (straight
 * or typographic), periods and the spec's underscore, with at least one letter. Real names such as
 * "Mary-Jane O'Brien", "José Núñez" or "St. John" pass; digits and other symbols do not.
 */
export const PERSON_NAME_RE = /^(?=.*\p{L})[\p{L}\p{M}' ’.\-_]+$/u;

export const isPersonName = (value: string): boolean => PERSON_NAME_RE.test(value.trim());
