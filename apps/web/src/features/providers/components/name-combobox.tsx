import { useEffect, useRef } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The facility-name type-ahead: a WAI-ARIA combobox (role, aria-expanded, aria-controls,
 * aria-activedescendant) on Mantine's Combobox, with arrow keys, Enter to pick, Escape to close.
 */
export function NameCombobox({ value, onChange, onPick, options, loading, error }: {
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
  useEffect(() => {
    if (!hasOptions) combobox.closeDropdown();
    else if (document.activeElement === input.current && !picked.current) combobox.openDropdown();
    // Only new options reopen it (Escape keeps it closed until the user types again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasOptions, options]);
  return (
    <Combobox
      store={combobox}
      // The list stays in the DOM (hidden when closed): aria-controls always names a real element.
      keepMounted
      onOptionSubmit={(v) => {
        picked.current = true;
        combobox.closeDropdown();
        onPick(v);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={t('providers.search.name')} withAsterisk placeholder={t('providers.search.namePlaceholder')}
          description={t('providers.search.typeAheadHint')} value={value} error={error}
          ref={input} role="combobox" aria-autocomplete="list" autoComplete="off" style={{ flex: 1, minWidth: 220 }}
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
      <Combobox.Dropdown hidden={!hasOptions}>
        <Combobox.Options aria-label={t('providers.search.name')}>
          {options.map((o) => <Combobox.Option value={o} key={o}>{o}</Combobox.Option>)}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
