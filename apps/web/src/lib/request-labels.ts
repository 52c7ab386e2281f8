import * as spec from '@portal/shared';
import type { LabelledRequest } from '@portal/shared';
import i18n from './i18n';

/**
 * The request card's labels (spec section 2) in the reader's language: the spec's English words
 * (shared/domain/request-labels) in English, the catalog's (requestsList) in any other language.
 * Same signatures as the shared functions, so a screen imports them from here.
 */
const english = () => !i18n.language || i18n.language === 'en';

export function requestTitle(item: Pick<LabelledRequest, 'rid' | 'request_type'>): string {
  if (english()) return spec.requestTitle(item);
  return i18n.t(item.request_type === 'Form' ? 'requestsList.title.form' : 'requestsList.title.record', {
    rid: item.rid,
  });
}

export function statusLabel(status: string): string {
  if (english()) return spec.statusLabel(status);
  return i18n.t(`requestsList.status.${status}`, { defaultValue: spec.statusLabel(status) });
}

/** A state or move of the request's history (lifecycle words, which include the spec's statuses). */
export function lifecycleLabel(state: string): string {
  if (english()) return spec.lifecycleLabel(state);
  return i18n.t(`requestsList.status.${state}`, { defaultValue: spec.lifecycleLabel(state) });
}

export function datesOfServiceLabel(item: LabelledRequest): string | null {
  const label = spec.datesOfServiceLabel(item);
  if (english() || label === null) return label;
  const after = item.records_after || null;
  const before = item.records_before || null;
  if (item.all_records || (!after && !before)) return i18n.t('requestsList.dates.all');
  if (after && before) return i18n.t('requestsList.dates.between', { after, before });
  if (after) return i18n.t('requestsList.dates.after', { after });
  return i18n.t('requestsList.dates.before', { before });
}
