import { useRef, useState } from 'react';
import { ActionIcon, NativeSelect, Popover, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMdy, isoDay, LIMITS, parseMdy, todayIso } from '@portal/shared';

/**
 * The calendar of a date field (dob-field.tsx): its button, and the popup with a year list and the
 * month's days. A chunk of its own, loaded when the button is first used; it opens at once then.
 */
export function DobCalendar({
  value,
  onPick,
  label,
}: {
  /** The field's text (M/D/YYYY, maybe partial). */
  value: string;
  onPick(mdy: string): void;
  label: string;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const typed = parseMdy(value);
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: LIMITS.dobYearRange }, (_, i) => String(thisYear - i));
  const initial = () => (typed && typed.getTime() < Date.now() ? isoDay(typed) : todayIso());
  const [shown, setShown] = useState<string>(initial);
  // Drawn when the button was first pressed: open at once.
  const [opened, setOpened] = useState(true);
  const shownYear = shown.slice(0, 4);
  const close = () => {
    setOpened(false);
    // Back to the button (the one that was pressed first was replaced by this one as it loaded).
    button.current?.focus();
  };
  const open = () => {
    setShown(initial());
    setOpened(true);
  };

  return (
    // The button, not the text box, owns the popup: a text box may not carry aria-expanded.
    <Popover
      opened={opened}
      onChange={(o) => (o ? setOpened(true) : close())}
      trapFocus
      returnFocus={false}
      position="bottom-end"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray.8"
          aria-label={label}
          onClick={() => (opened ? close() : open())}
        >
          <IconCalendar size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <NativeSelect
            label={t('dependents.datePicker.year')}
            data={years}
            value={years.includes(shownYear) ? shownYear : years[0]}
            onChange={(e) => {
              const y = e.currentTarget.value;
              const candidate = `${y}${shown.slice(4, 8)}01`;
              setShown(candidate > todayIso() ? todayIso() : candidate);
            }}
          />
          <DatePicker
            date={shown}
            onDateChange={setShown}
            value={typed ? isoDay(typed) : null}
            maxDate={todayIso()}
            minDate={`${thisYear - LIMITS.dobYearRange + 1}-01-01`}
            maxLevel="year"
            weekendDays={[]}
            // Named month and year arrows; no greyed days of the next and last months (their
            // faint text failed the contrast check, and they are not this month's to pick).
            ariaLabels={{
              previousMonth: t('dependents.datePicker.previousMonth'),
              nextMonth: t('dependents.datePicker.nextMonth'),
              previousYear: t('dependents.datePicker.previousYear'),
              nextYear: t('dependents.datePicker.nextYear'),
            }}
            hideOutsideDates
            onChange={(v) => {
              if (!v) return;
              onPick(formatMdy(v));
              close();
            }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
