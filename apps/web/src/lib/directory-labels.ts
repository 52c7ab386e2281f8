import i18n from './i18n';

/**
 * The directory's controlled values (specialties, service levels) in the reader's language: the
 * catalog's providers.vocabulary, keyed by the value as stored (English). Read as a table, not
 * through t(), so a stored value with a '.' or ':' cannot be taken for a key path. A value the
 * catalog does not know shows as stored.
 */
function word(table: 'specialty' | 'serviceLevel', value: string): string {
  const words = i18n.getResource(i18n.language, 'translation', `providers.vocabulary.${table}`) as
    Record<string, string> | undefined;
  return words?.[value] ?? value;
}

export const specialtyLabel = (value: string) => word('specialty', value);
export const serviceLevelLabel = (value: string) => word('serviceLevel', value);
