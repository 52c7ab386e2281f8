import { useEffect, useId, useReducer, useRef } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The facility-name type-ahead: a WAI-ARIA combobox (role, aria-expanded, aria-controls,
 * aria-activedescendant) on Mantine's Combobox, with arrow keys, Enter to pick, Escape to close.
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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  // After a pick the list stays closed until the user types again (new options must not reopen it).
  const picked = useRef(false);
  // Open only while there is something to choose: aria-controls never points at a missing list.
  const hasOptions = options.length > 0;
  // ARIA is managed here, not by Mantine's target: Mantine keeps the active option's id in its own
  // state and never clears it, so after a pick aria-activedescendant could name a removed option.
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const opened = combobox.dropdownOpened && hasOptions;
  const active = opened ? combobox.getSelectedOptionIndex() : -1;
  useEffect(() => {
    // A new option list invalidates the active option (aria-activedescendant must name a real one).
    combobox.resetSelectedOption();
    if (!hasOptions) combobox.closeDropdown();
    else if (document.activeElement === input.current && !picked.current) combobox.openDropdown();
    // Only new options reopen it (Escape keeps it closed until the user types again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasOptions, options]);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        picked.current = true;
        combobox.closeDropdown();
        onPick(v);
      }}
    >
      <Combobox.Target withAriaAttributes={false}>
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
          // While closed the list is not drawn (measuring and positioning a hidden dropdown was a
          // fifth of the dashboard's longest task: issue 16); an empty hidden listbox stands in for
          // it, so that aria-controls always names a real element.
          aria-controls={opened ? listId : `${listId}-closed`}
          aria-activedescendant={active >= 0 && active < options.length ? optionId(active) : undefined}
          // Mantine moves the active option in a ref; re-render after its key handling to update ARIA.
          onKeyDown={() => requestAnimationFrame(rerender)}
          style={{ flex: 1, minWidth: 220 }}
          rightSection={loading ? <Loader size="xs" aria-hidden="true" /> : null}
          onChange={(e) => {
            picked.current = false;
            onChange(e.currentTarget.value);
            if (hasOptions) combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => hasOptions && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options id={listId} aria-label={t('providers.search.name')}>
          {options.map((o, i) => (
            <Combobox.Option value={o} key={o} id={optionId(i)}>
              {o}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
      {!opened && <div id={`${listId}-closed`} role="listbox" aria-label={t('providers.search.name')} hidden />}
    </Combobox>
  );
}
