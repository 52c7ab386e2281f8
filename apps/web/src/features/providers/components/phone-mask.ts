/**
 * The spec's phone and fax mask '+1 999-999-9999': digits typed or pasted in any form are laid
 * into it as they come (a leading country code 1 is optional).
 */
export function maskUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+1') || (digits.length === 11 && digits.startsWith('1'))) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  let out = `+1 ${digits.slice(0, 3)}`;
  if (digits.length > 3) out += `-${digits.slice(3, 6)}`;
  if (digits.length > 6) out += `-${digits.slice(6)}`;
  return out;
}
