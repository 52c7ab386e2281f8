import * as spec from '@portal/shared';
import { dateChoiceToFields, parseMdy, stateLabel, type DateChoice, type LabelledRequest } from '@portal/shared';
import i18n from './i18n';
import { shortDate } from './format';

/**
 * The request card's labels (spec section 2) in the reader's language: the spec's English words
 * (shared/domain/request-labels) in English, the catalog's (requestsList) in any other language.
 * Same signatures as the shared functions, so a screen imports them from here.
 */
const english = () => !i18n.language || i18n.language === 'en';

/** The loaded language's status words (requestsList.status), the table the shared stateLabel reads. */
const statusWords = () =>
  i18n.getResource(i18n.language, 'translation', 'requestsList.status') as Record<string, string> | undefined;

export function requestTitle(item: Pick<LabelledRequest, 'rid' | 'request_type'>): string {
  if (english()) return spec.requestTitle(item);
  return i18n.t(item.request_type === 'Form' ? 'requestsList.title.form' : 'requestsList.title.record', {
    rid: item.rid,
  });
}

export function statusLabel(status: string): string {
  return stateLabel(status, i18n.language, statusWords(), 'status');
}

/** A state or move of the request's history (lifecycle words, which include the spec's statuses). */
export function lifecycleLabel(state: string): string {
  return stateLabel(state, i18n.language, statusWords(), 'lifecycle');
}

/** A day of service as text: M/D/YYYY (as the list sends it) or ISO, in the reader's date form. */
const day = (v: string) => shortDate(parseMdy(v) ?? v);

export function datesOfServiceLabel(item: LabelledRequest): string | null {
  const label = spec.datesOfServiceLabel(item);
  if (english() || label === null) return label;
  const after = item.records_after || null;
  const before = item.records_before || null;
  if (item.all_records || (!after && !before)) return i18n.t('requestsList.dates.all');
  if (after && before) return i18n.t('requestsList.dates.between', { after: day(after), before: day(before) });
  if (after) return i18n.t('requestsList.dates.after', { after: day(after) });
  return i18n.t('requestsList.dates.before', { before: day(before!) });
}

/** The wizard's date choice (ISO days) in the same words as the card: 'All', 'Between X - Y'… */
export function dateChoiceText(choice: DateChoice | null): string {
  if (!choice) return '';
  if (english()) return spec.dateChoiceLabel(choice);
  const f = dateChoiceToFields(choice);
  return (
    datesOfServiceLabel({
      rid: '',
      request_type: 'Record',
      all_records: f.all_records,
      records_after: f.records_after,
      records_before: f.records_before,
    }) ?? ''
  );
}
