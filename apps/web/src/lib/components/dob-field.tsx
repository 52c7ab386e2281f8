import { lazy, Suspense, useId, useState, useTransition } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The calendar (a popup with its positioning, focus trap and the month's grid) loads when its
// button is first pressed, not with the form: typing the date is the primary way.
const DobCalendar = lazy(() => import('./dob-calendar').then((m) => ({ default: m.DobCalendar })));

export interface DobFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  required?: boolean;
  name?: string;
  /** Under the label; the format by default. null: none (a label that gives the format already). */
  description?: string | null;
  /** The calendar button's name (default: the birthday's). */
  pickerLabel?: string;
  /** Mantine's asterisk for a required field, without the native `required` (forms that validate themselves). */
  withAsterisk?: boolean;
}

/**
 * A past day in M/D/YYYY (a date of birth; the wizard's dates of service) (spec section 5): typed, or picked from a calendar that blocks
 * future dates and whose year list holds 100 years. Typing stays the primary, keyboard-first way.
 */
export function DobField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  name,
  description,
  pickerLabel,
  withAsterisk,
}: DobFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [calendar, setCalendar] = useState(false);
  const [, startLoading] = useTransition();
  const calendarLabel = pickerLabel ?? t('dependents.datePicker.open');
  // The first press loads the calendar; in a transition, so that this button stays (and keeps
  // the focus) until the calendar's own button replaces it, open.
  const first = (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      aria-label={calendarLabel}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => startLoading(() => setCalendar(true))}
    >
      <IconCalendar size={18} aria-hidden="true" />
    </ActionIcon>
  );

  return (
    <TextInput
      id={inputId}
      name={name}
      label={label}
      description={description === undefined ? t('dependents.fields.birthdayHint') : description}
      placeholder={t('common.dateFormat')}
      inputMode="numeric"
      autoComplete="off"
      required={required}
      withAsterisk={withAsterisk}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value.replace(/[^\d/]/g, '').slice(0, 10))}
      onBlur={onBlur}
      rightSectionPointerEvents="all"
      rightSection={
        calendar ? (
          <Suspense fallback={first}>
            <DobCalendar value={value} onPick={onChange} label={calendarLabel} />
          </Suspense>
        ) : (
          first
        )
      }
    />
  );
}
