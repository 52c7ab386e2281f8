import { useId, useState } from 'react';
import { ActionIcon, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMdy, isoDay, LIMITS, parseMdy, todayIso } from '@portal/shared';

export interface DobFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  required?: boolean;
  name?: string;
}

/**
 * A date of birth in M/D/YYYY (spec section 5): typed, or picked from a calendar that blocks
 * future dates and whose year list holds 100 years. Typing stays the primary, keyboard-first way.
 */
export function DobField({ label, value, onChange, onBlur, error, required, name }: DobFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [opened, setOpened] = useState(false);
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: LIMITS.dobYearRange }, (_, i) => String(thisYear - i));
  const typed = parseMdy(value);
  const [shown, setShown] = useState<string>(() => (typed ? isoDay(typed) : todayIso()));
  const shownYear = shown.slice(0, 4);

  const open = () => {
    if (typed && typed.getTime() < Date.now()) setShown(isoDay(typed));
    setOpened(true);
  };

  return (
    <TextInput
      id={inputId}
      name={name}
      label={label}
      description={t('dependents.fields.birthdayHint')}
      placeholder={t('common.dateFormat')}
      inputMode="numeric"
      autoComplete="off"
      required={required}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value.replace(/[^\d/]/g, '').slice(0, 10))}
      onBlur={onBlur}
      rightSectionPointerEvents="all"
      rightSection={
        // The button, not the text box, owns the popup: a text box may not carry aria-expanded.
        <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" withinPortal>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={t('dependents.datePicker.open')}
              onClick={() => (opened ? setOpened(false) : open())}
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
                onChange={(v) => {
                  if (!v) return;
                  onChange(formatMdy(v));
                  setOpened(false);
                }}
              />
            </Stack>
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
