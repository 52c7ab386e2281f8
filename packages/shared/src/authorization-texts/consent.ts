import type { SensitiveCategory } from '../schemas/authorizations';
import type { AuthorizationTexts } from './types';

/** What the consent text depends on: the provider, and the signer's answer to the sensitive question. */
export interface ConsentAnswers {
  provider: string;
  /** Whether the provider asks the sensitive question at all. */
  offered: boolean;
  /** The answer; null while unanswered. */
  release: 'yes' | 'no' | null;
  /** The categories chosen with Yes (keys of the eight). */
  chosen: readonly string[];
  /** The provider's sensitive categories named in its consent (keys of the eight, or its own words). */
  providerCategories: readonly string[];
}

const fill = (text: string, provider: string, categories: string) =>
  text.replace(/\{\{provider\}\}/g, provider).replace(/\{\{categories\}\}/g, categories);

/**
 * The authorization's legal text as it follows the answers, one paragraph per entry: the form, the
 * PDF and the public HIPAA page all show these, so what is signed is what is read.
 * - no question asked: the spec's three blocks (everything, sensitive categories included);
 * - Yes with categories: only those categories are released, the others are not;
 * - No (or Yes with no box, which the spec reads as No): the sensitive categories are withheld;
 * - not answered yet: the consent without any release statement.
 * Then the Part 2 notice, the purpose and the expiry (45 CFR 164.508(c)(1)(iv), (v)).
 */
export function consentBlocks(t: AuthorizationTexts, a: ConsentAnswers): string[] {
  const label = (c: string) => t.categories[c as SensitiveCategory] ?? c;
  const list = (cs: readonly string[]) => cs.map(label).join(', ');
  const tail = [t.part2Notice, t.purpose, t.expiry];
  if (!a.offered) {
    const all = list(a.providerCategories);
    return [fill(t.consent, a.provider, all), fill(t.allRecords, a.provider, all), ...tail];
  }
  if (a.release === 'yes' && a.chosen.length > 0) {
    const chosen = list(a.chosen);
    return [fill(t.consent, a.provider, chosen), fill(t.releaseSelected, a.provider, chosen), ...tail];
  }
  const base = fill(t.consentBase, a.provider, '');
  if (a.release === null) return [base, ...tail];
  return [base, fill(t.releaseNone, a.provider, list(a.providerCategories)), ...tail];
}
