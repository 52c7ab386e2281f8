import { MESSAGES } from '../messages';
import type { AuthorizationLanguage } from '../schemas/authorizations';
import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { ko } from './ko';
import { ru } from './ru';
import { tl } from './tl';
import { vi } from './vi';
import { zh } from './zh';
import { FORM_MESSAGE_KEYS, type AuthorizationTexts } from './types';

export { FORM_MESSAGE_KEYS, type AuthorizationTexts, type FormMessageKey } from './types';
export {
  documentDate,
  scopeOf,
  signedScopeInput,
  signingScope,
  providerAddressLine,
  type ScopeAnswers,
  type ScopeInput,
  type ScopeLabels,
  type ScopeRequest,
} from './scope';
export {
  authorizationDocument,
  sensitiveSplit,
  uncoveredRecordTypes,
  RECORD_TYPE_CATEGORIES,
  type AuthorizationDocument,
  type AuthorizationScope,
} from './document';

/** The e-authorization text in the 13 languages of spec section 1 (kept as data, not in code). */
export const AUTHORIZATION_TEXTS: Record<AuthorizationLanguage, AuthorizationTexts> = {
  ar,
  de,
  en,
  es,
  fr,
  hi,
  ja,
  ko,
  ru,
  tl,
  vi,
  zh,
  bn,
};

/** Fills `{{provider}}` and `{{categories}}` in a text block. */
export function fillAuthorizationText(text: string, vars: { provider: string; categories: string }): string {
  return text.replace(/\{\{provider\}\}/g, vars.provider).replace(/\{\{categories\}\}/g, vars.categories);
}

/**
 * A validation message of the form's schema (the spec's English, from MESSAGES) in the form's
 * language; a message that is not one of the form's is answered as it is.
 */
export function authorizationMessage(texts: AuthorizationTexts, message: string | undefined): string | undefined {
  const key = FORM_MESSAGE_KEYS.find((k) => MESSAGES[k] === message);
  return key ? texts.messages[key] : message;
}
