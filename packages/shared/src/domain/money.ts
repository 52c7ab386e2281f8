/**
 * Money, one way everywhere: amounts travel and are stored as integer cents; a person reads
 * '$4.99' and types '4.99'. Integer arithmetic only, so a cent is never rounded away.
 */

/** '$4.99' from 499 ('$1,234.00' from 123400); '' when there is no amount yet (not priced). */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** The text of an amount field for integer cents: 1250 → '12.50' (a form's starting value). */
export function centsToAmount(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a person typed in an amount field, in cents, exactly: '12.5' → 1250 (the forms' schemas allow at most 2 decimals). */
export function dollarsToCents(amount: string): number {
  const [whole = '0', frac = ''] = amount.trim().split('.');
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}
