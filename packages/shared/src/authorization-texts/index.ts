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
import type { AuthorizationTexts } from './types';

export type { AuthorizationTexts } from './types';

/** The e-authorization text in the 13 languages of spec section 1 (kept as data, not in code). */
export const AUTHORIZATION_TEXTS: Record<AuthorizationLanguage, AuthorizationTexts> = {
  ar, de, en, es, fr, hi, ja, ko, ru, tl, vi, zh, bn,
};

/** Fills `{{provider}}` and `{{categories}}` in a text block. */
export function fillAuthorizationText(text: string, vars: { provider: string; categories: string }): string {
  return text.replace(/\{\{provider\}\}/g, vars.provider).replace(/\{\{categories\}\}/g, vars.categories);
}
