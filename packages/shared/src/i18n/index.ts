import { MESSAGES } from '../messages';
import { PASSWORD_PANEL_TITLE, PASSWORD_RULE_LABELS } from '../password-rules';
import { auth } from './en/auth';
import { authorizations } from './en/authorizations';
import { common } from './en/common';
import { providers } from './en/providers';
import { wizard } from './en/wizard';
import { payments } from './en/payments';
import { subscription } from './en/subscription';
import { requestsList } from './en/requests-list';
import { tracking } from './en/tracking';
import { dependents } from './en/dependents';
import { profile } from './en/profile';
import { support } from './en/support';
import { staff } from './en/staff';
import { sharing } from './en/sharing';
import { fees } from './en/fees';
import { security } from './en/security';

/**
 * The English catalog: the spec's exact strings. Each capability adds its own file under en/ and
 * one line here; the other 12 languages can be added as catalogs with the same keys.
 */
export const en = {
  messages: MESSAGES,
  password: { title: PASSWORD_PANEL_TITLE, rules: PASSWORD_RULE_LABELS },
  common,
  auth,
  authorizations,
  providers,
  wizard,
  payments,
  subscription,
  requestsList,
  tracking,
  dependents,
  profile,
  support,
  staff,
  sharing,
  fees,
  security,
} as const;

export type Catalog = typeof en;

export * from './languages';
