/**
 * The spec's M/D/YYYY dates, apart from the zod schemas that use them (schemas/common re-exports
 * these): a screen that only shows dates does not build the schemas when it loads.
 */
const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Parses M/D/YYYY into a UTC date, or null when it is not a real calendar date. */
export function parseMdy(value: string): Date | null {
  const m = MDY.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return d;
}

/** Formats an ISO date (YYYY-MM-DD) or Date as M/D/YYYY. */
export function formatMdy(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
}

/** M/D/YYYY → YYYY-MM-DD (the storage form), for a date already validated. */
export function mdyToIso(value: string): string {
  const d = parseMdy(value);
  if (!d) throw new Error('invalid date');
  return d.toISOString().slice(0, 10);
}
