import { apiPath } from '@portal/shared';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@portal/shared';
import { api } from './api';
import i18n, { AVAILABLE_LANGUAGES, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';
import { profileQueryKey } from './use-profile';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The portal language kept on the account: on a browser where no language was chosen, the
 * account's applies; a choice made on this browser (login page, menu) is saved to the account.
 * Answers the function the portal's language menu calls after a change.
 */
export function useAccountLanguage(profile: Profile | undefined) {
  const qc = useQueryClient();
  const save = (lng: string) => {
    void api<Profile>(apiPath('setLanguage'), { method: 'PUT', body: { language: lng } })
      .then((p) => qc.setQueryData(profileQueryKey, p))
      .catch(() => undefined); // the choice still holds on this browser
  };
  const account = profile?.language ?? null;
  useEffect(() => {
    if (!profile) return;
    const chosen = storedChoice();
    if (!chosen && account && AVAILABLE_LANGUAGES.includes(account) && account !== i18n.language) {
      void setLanguage(account, { remember: false });
    } else if (chosen && chosen !== account && AVAILABLE_LANGUAGES.includes(chosen)) {
      save(chosen);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile?.id, account]);
  return save;
}
