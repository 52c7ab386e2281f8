import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Loader, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The facility-name type-ahead: a WAI-ARIA combobox (role, aria-expanded, aria-controls,
 * aria-activedescendant) with a listbox below the field: arrow keys move through the names,
 * Enter picks, Escape closes, a click picks.
 *
 * Its own few lines rather than Mantine's Combobox: the list sits right under the field, so it
 * needs no positioning engine, and the dashboard and the wizard's first step no longer load and
 * run floating-ui, Popover and Transition for it (a tenth of the dashboard's first visit, and
 * a fifth of its longest task).
 */
export function NameCombobox({
  value,
  onChange,
  onPick,
  options,
  loading,
  error,
}: {
  value: string;
  onChange(v: string): void;
  onPick(v: string): void;
  options: string[];
  loading: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // After a pick the list stays closed until the user types again (new options must not reopen it).
  const picked = useRef(false);
  const hasOptions = options.length > 0;
  // Open only while there is something to choose.
  const opened = open && hasOptions;
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    // A new option list invalidates the active option (aria-activedescendant must name a real one).
    setActive(-1);
    if (!hasOptions) setOpen(false);
    else if (document.activeElement === input.current && !picked.current) setOpen(true);
    // Only new options reopen it (Escape keeps it closed until the user types again).
  }, [hasOptions, options]);

  useEffect(() => {
    if (opened && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, active]);

  const pick = (v: string) => {
    picked.current = true;
    setOpen(false);
    setActive(-1);
    onPick(v);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && n > 0) {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!opened) {
        setOpen(true);
        setActive(down ? 0 : n - 1);
      } else setActive((a) => (down ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && opened && active >= 0 && active < n) {
      // Enter on a highlighted name picks it; otherwise it submits the search as typed.
      e.preventDefault();
      pick(options[active]!);
    } else if (e.key === 'Escape' && opened) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const list = (field: ReactNode) => (
    <div className="typeahead">
      {field}
      <div
        id={listId}
        role="listbox"
        aria-label={t('providers.search.name')}
        className="typeahead-list"
        hidden={!opened}
      >
        {opened &&
          options.map((o, i) => (
            <div
              key={o}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="typeahead-option"
              // The field keeps the focus (and the list stays open) while the pointer picks.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
            >
              {o}
            </div>
          ))}
      </div>
    </div>
  );

  return (
    <TextInput
      label={t('providers.search.name')}
      withAsterisk
      placeholder={t('providers.search.namePlaceholder')}
      description={t('providers.search.typeAheadHint')}
      value={value}
      error={error}
      ref={input}
      role="combobox"
      aria-autocomplete="list"
      autoComplete="off"
      aria-haspopup="listbox"
      aria-expanded={opened}
      aria-controls={listId}
      aria-activedescendant={opened && active >= 0 && active < options.length ? optionId(active) : undefined}
      inputContainer={list}
      style={{ flex: 1, minWidth: 220 }}
      rightSection={loading ? <Loader size="xs" aria-hidden="true" /> : null}
      onKeyDown={onKeyDown}
      onChange={(e) => {
        picked.current = false;
        onChange(e.currentTarget.value);
        if (hasOptions) setOpen(true);
        setActive(-1);
      }}
      onFocus={() => hasOptions && setOpen(true)}
      onBlur={() => setOpen(false)}
    />
  );
}
