import { PASSWORD_PANEL_TITLE, PASSWORD_RULE_LABELS } from '@portal/shared';
import { auth } from '@portal/shared/i18n/en/auth';
import i18n from '../lib/i18n';

/**
 * The login page's own English texts, beside the entry's (lib/i18n.ts FIRST_TEXTS): in the login
 * host's first screen, not in the portal's (issue 16). i18n.test.ts checks they are the catalog's.
 */
export const LOGIN_TEXTS = {
  password: { title: PASSWORD_PANEL_TITLE, rules: PASSWORD_RULE_LABELS },
  auth,
};
i18n.addResourceBundle('en', 'translation', LOGIN_TEXTS, true, false);
