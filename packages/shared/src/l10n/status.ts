import { lifecycleLabel } from '../domain/request-lifecycle';
import { statusLabel as specStatusLabel } from '../domain/request-labels';
import { toLanguage } from './languages';

/**
 * A request's status or lifecycle state in the reader's words, the one rule for the web app and
 * the mail: English is the spec's wording (statusLabel for the card's statuses, lifecycleLabel for
 * the history's states); any other language reads its catalog's table (requestsList.status, one
 * table per language), falling back to the English word for a state it does not name.
 * `words` is that table: the web app passes the loaded catalog's, the server its static one.
 */
export function stateLabel(
  state: string,
  lang: string | null | undefined,
  words: Readonly<Record<string, string>> | null | undefined,
  kind: 'status' | 'lifecycle' = 'lifecycle',
): string {
  const english = kind === 'status' ? specStatusLabel(state) : lifecycleLabel(state);
  if (toLanguage(lang) === 'en') return english;
  return words?.[state] ?? english;
}
