import { LIMITS } from './limits';

/** The password rules of spec section 5, free of zod so the boot bundle stays small. */
export const PASSWORD_RULES = [
  { key: 'min', test: (p: string) => p.length >= LIMITS.passwordMin },
  { key: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'number', test: (p: string) => /\d/.test(p) },
  { key: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { key: 'special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** The checklist labels of the 'Password must include:' panel, in the spec's order. */
export const PASSWORD_RULE_LABELS: Record<PasswordRuleKey, string> = {
  min: 'A minimum of 8 characters',
  upper: 'An uppercase character',
  number: 'A numeric character',
  lower: 'A lowercase character',
  special: 'A special character',
};

export const PASSWORD_PANEL_TITLE = 'Password must include:';
