import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatList, type StatusHistoryEntry } from '@portal/shared';
import { lifecycleLabel } from '../../../lib/request-labels';
import { documentDate, money } from '../../../lib/format';

/**
 * A note the server wrote (note_code) in the reader's language; a person's note as written. Old
 * rows come with a code too (the API reads their English back), so they translate as well.
 */
function noteText(h: StatusHistoryEntry, t: TFunction, lang: string): string | null {
  const p = h.note_params ?? {};
  switch (h.note_code) {
    case 'archived':
      return t('tracking.historyNote.archived');
    case 'uploaded':
      return t('tracking.historyNote.uploaded', { name: p.name ?? '' });
    case 'priced':
      return t('tracking.historyNote.priced', { amount: money(p.cents ?? 0) });
    case 'sent_by_link': {
      const parts = (p.parts ?? []).map((x) => t(`tracking.historyNote.parts.${x}`, { defaultValue: x }));
      // English keeps the stored words ('a, b'); another language lists them its own way ('a、b').
      const list = formatList(parts, lang);
      return t('tracking.historyNote.sentByLink', { parts: list });
    }
    default:
      return h.note;
  }
}

/** The request's status history, oldest first, as a timeline; the last entry is where it stands. */
export function StatusTimeline({ history }: { history: StatusHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (!history.length)
    return (
      <Text c="dimmed" size="sm">
        {t('tracking.status.noHistory')}
      </Text>
    );
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={22}
      lineWidth={2}
      color="teal.9"
      aria-label={t('tracking.status.history')}
    >
      {history.map((h, i) => (
        <Timeline.Item
          key={`${h.status}-${h.at}-${i}`}
          bullet={<IconCircleCheck size={14} aria-hidden="true" />}
          title={
            <Text component="span" fw={600} tt="capitalize">
              {lifecycleLabel(h.status)}
            </Text>
          }
        >
          <Text size="sm" c="dimmed">
            <time dateTime={h.at}>{documentDate(h.at)}</time>
          </Text>
          {noteText(h, t, i18n.language) && <Text size="sm">{noteText(h, t, i18n.language)}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
