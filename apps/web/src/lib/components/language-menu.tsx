import { IconLanguage } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LANGUAGE_NAMES, type AuthorizationLanguage } from '@portal/shared';
import { AVAILABLE_LANGUAGES, setLanguage } from '../i18n';

const nameOf = (l: string) => AUTHORIZATION_LANGUAGE_NAMES[l as AuthorizationLanguage] ?? l;

/**
 * The language menu (login page, public pages, portal header): a native select labelled
 * "Language" (in the current language), each choice in its own name and marked with its language,
 * so a reader finds theirs. Native on purpose: it works with every keyboard and screen reader, and
 * costs the English reader almost nothing to download.
 */
export function LanguageMenu({ onChange }: { onChange?(lng: string): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const pick = async (l: string) => {
    const chosen = await setLanguage(l);
    onChange?.(chosen);
  };
  return (
    <span className="language-menu">
      <IconLanguage size={18} aria-hidden="true" />
      <label htmlFor={id} className="visually-hidden">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        data-testid="language-menu"
        value={i18n.language}
        onChange={(e) => void pick(e.currentTarget.value)}
      >
        {AVAILABLE_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {nameOf(l)}
          </option>
        ))}
      </select>
    </span>
  );
}
