import { LanguageMenu } from '../../lib/components/language-menu';
import { useAccountLanguage } from '../../lib/use-account-language';
import { useProfile } from '../../lib/use-profile';

/**
 * The portal header's language menu, with the account's language kept in step (see
 * useAccountLanguage). Loaded after the first render: the English reader's dashboard does not wait
 * for it.
 */
export default function PortalLanguageMenu() {
  const { data: profile } = useProfile();
  const saveLanguage = useAccountLanguage(profile);
  return <LanguageMenu onChange={saveLanguage} />;
}
