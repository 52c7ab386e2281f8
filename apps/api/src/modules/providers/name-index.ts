/**
 * Name matching rules: lower case, every run of punctuation or spaces is one space — the same
 * fold as the generated custodians.search_name column, so "St. Mary's" and "ST MARYS" both find "st marys".
 */
export function normalizeName(value: string): string {
  return value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function nameTerms(value: string): string[] {
  const terms = normalizeName(value).split(' ').filter(Boolean);
  return [...new Set(terms)].slice(0, 8);
}
