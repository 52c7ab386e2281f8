import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LANGUAGE_NAMES, languageDir, type AuthorizationLanguage } from '@portal/shared';
import { AVAILABLE_LANGUAGES, setLanguage } from '../i18n';

const nameOf = (l: string) => AUTHORIZATION_LANGUAGE_NAMES[l as AuthorizationLanguage] ?? l;

/**
 * The language menu (login page, public pages, portal header): the current language in its own
 * name; each choice in its own name and marked with its language, so a reader finds theirs. The
 * button is named by its content ("Language: Español"), which contains its visible text.
 */
export function LanguageMenu({ onChange }: { onChange?(lng: string): void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  const pick = async (l: string) => {
    const chosen = await setLanguage(l);
    onChange?.(chosen);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" size="compact-sm" data-testid="language-menu"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}>
          <VisuallyHidden>{`${t('common.language.label')}: `}</VisuallyHidden>
          <span lang={current} dir={languageDir(current)}>{nameOf(current)}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {AVAILABLE_LANGUAGES.map((l) => (
          <Menu.Item key={l} lang={l} dir={languageDir(l)} onClick={() => void pick(l)} aria-current={l === current ? 'true' : undefined}
            fw={l === current ? 700 : undefined}>
            {nameOf(l)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
