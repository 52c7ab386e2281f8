import { lazy, Suspense, useMemo, useRef, useState, useTransition } from 'react';
import { ActionIcon, Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RequestListItem } from '@portal/shared';
import { requestDay, useRequestYears, useYearRequests } from '../api/timeline';
import { MonthColumn } from './month-column';
import { Busy } from '../../../lib/components/busy';
import { monthYear } from '../../../lib/format';

// The year menu (its positioning and focus handling) loads when the year button is first pressed.
const YearMenu = lazy(() => import('./year-menu').then((m) => ({ default: m.YearMenu })));

const monthLabel = (year: number, month: number) => monthYear(new Date(Date.UTC(year, month, 1)));

/**
 * The per-dependent request timeline (spec section 2): a year button, then that year's months
 * (of its 12) that hold requests, side by side, with scroll arrows when there are more than two.
 */
export function DependentTimeline({ dependentId }: { dependentId: number }) {
  const { t } = useTranslation();
  const thisYear = new Date().getUTCFullYear();
  const held = useRequestYears(dependentId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sortDir, setSortDir] = useState<'desc' | 'asc'>('desc');
  // Only the years that hold requests (newest first); with none, this year and the empty text.
  const years = held.data?.length ? held.data : [thisYear];
  const year = chosen ?? years[0]!;
  const q = useYearRequests(dependentId, held.isSuccess ? year : null, sortDir);
  const strip = useRef<HTMLDivElement>(null);
  const [yearMenu, setYearMenu] = useState(false);
  const [, startLoading] = useTransition();
  const yearLabel = `${t('dependents.timeline.chooseYear')}: ${year}`;
  // In a transition: this button stays (and keeps the focus) until the menu's own replaces it, open.
  const firstYearButton = (
    <Button
      variant="outline"
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      aria-label={yearLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="timeline-year"
      onClick={() => startLoading(() => setYearMenu(true))}
    >
      {year}
    </Button>
  );

  const months = useMemo(() => {
    const byMonth = new Map<number, RequestListItem[]>();
    for (const r of q.data ?? []) {
      const m = requestDay(r).getUTCMonth();
      byMonth.set(m, [...(byMonth.get(m) ?? []), r]);
    }
    // The server's order (sort_dir) is kept inside each month and across months.
    return [...byMonth.entries()];
  }, [q.data]);

  // dir is in reading order (-1 earlier, 1 later); right to left, later months lie to the left.
  const scroll = (dir: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: (rtl ? -dir : dir) * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Stack>
      <Group justify="space-between">
        {yearMenu ? (
          <Suspense fallback={firstYearButton}>
            <YearMenu year={year} years={years} label={yearLabel} onChoose={setChosen} />
          </Suspense>
        ) : (
          firstYearButton
        )}
        <SegmentedControl
          size="xs"
          value={sortDir}
          onChange={(v) => setSortDir(v as 'asc' | 'desc')}
          aria-label={t('dependents.timeline.sortLabel')}
          data={[
            { value: 'desc', label: t('dependents.timeline.newestFirst') },
            { value: 'asc', label: t('dependents.timeline.oldestFirst') },
          ]}
        />
      </Group>
      {(held.isLoading || q.isLoading) && <Busy size="sm" />}
      {(held.isError || q.isError) && (
        <Alert color="red.9" variant="light" role="alert">
          {t('dependents.timeline.loadFailed')}
        </Alert>
      )}
      {q.isSuccess && months.length === 0 && <Text data-testid="timeline-empty">{t('dependents.timeline.empty')}</Text>}
      {months.length > 0 && (
        <Group wrap="nowrap" align="flex-start" gap="xs">
          {months.length > 2 && (
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('dependents.timeline.scrollLeft')}
              onClick={() => scroll(-1)}
              data-testid="timeline-left"
            >
              <IconChevronLeft aria-hidden="true" className="mirror-rtl" />
            </ActionIcon>
          )}
          <div
            ref={strip}
            role="region"
            aria-label={t('dependents.timeline.months')}
            style={{
              display: 'flex',
              gap: 12,
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
              flex: 1,
              paddingBottom: 8,
            }}
          >
            {months.map(([m, list]) => (
              <MonthColumn key={`${year}-${m}-${sortDir}`} label={monthLabel(year, m)} requests={list} />
            ))}
          </div>
          {months.length > 2 && (
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('dependents.timeline.scrollRight')}
              onClick={() => scroll(1)}
              data-testid="timeline-right"
            >
              <IconChevronRight aria-hidden="true" className="mirror-rtl" />
            </ActionIcon>
          )}
        </Group>
      )}
    </Stack>
  );
}
