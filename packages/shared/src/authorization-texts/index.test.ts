import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  AUTHORIZATION_LANGUAGES,
  SENSITIVE_CATEGORIES,
  SIGNER_ROLES,
  authorizationLanguage,
} from '../schemas/authorizations';
import { AUTHORIZATION_TEXTS, FORM_MESSAGE_KEYS, authorizationMessage, fillAuthorizationText } from './index';

/** Every key path of an object, e.g. 'roles.patient'. */
function keyPaths(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keyPaths(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('authorization texts', () => {
  const english = keyPaths(AUTHORIZATION_TEXTS.en).sort();

  it('has all thirteen languages', () => {
    expect(Object.keys(AUTHORIZATION_TEXTS).sort()).toEqual([...AUTHORIZATION_LANGUAGES].sort());
  });

  it.each(AUTHORIZATION_LANGUAGES)('%s has every key, none empty, placeholders kept', (lang) => {
    const t = AUTHORIZATION_TEXTS[lang];
    expect(keyPaths(t).sort()).toEqual(english);
    for (const path of english) {
      const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], t);
      expect(typeof v === 'string' && v.trim().length > 0, `${lang}.${path}`).toBe(true);
    }
    expect(t.consent).toContain('{{provider}}');
    expect(t.consent).toContain('{{categories}}');
    expect(t.part2Notice).toContain('42 CFR Part 2');
    for (const p of ['{{provider}}', '{{patient}}', '{{rid}}'])
      expect(t.revocation.statement, `${lang} revocation`).toContain(p);
    expect(Object.keys(t.roles).sort()).toEqual([...SIGNER_ROLES].sort());
    expect(Object.keys(t.categories).sort()).toEqual([...SENSITIVE_CATEGORIES].sort());
  });

  it('non-English texts are translated, not copies of English', () => {
    for (const lang of AUTHORIZATION_LANGUAGES.filter((l) => l !== 'en')) {
      expect(AUTHORIZATION_TEXTS[lang].part2Notice).not.toBe(AUTHORIZATION_TEXTS.en.part2Notice);
    }
  });

  // What the form shows besides the legal text: the signature panel's helpers, the legend, the date
  // format and the validation messages. Each must follow the form's language, as the rest does.
  const formStrings = [
    'typedLabel',
    'drawHelp',
    'canvasLabel',
    'previewLabel',
    'needStroke',
    'sensitiveLegend',
    'dobPlaceholder',
    'consentBase',
    'releaseSelected',
    'releaseNone',
    'purpose',
    'expiry',
    'authority',
    'authorityHint',
    'previewPdf',
    'previewOpen',
    'revocation.title',
    'revocation.statement',
    'revocation.effect',
    'revocation.stopped',
    ...SENSITIVE_CATEGORIES.map((c) => `categories.${c}`),
    ...FORM_MESSAGE_KEYS.map((k) => `messages.${k}`),
  ];
  const translated = AUTHORIZATION_LANGUAGES.filter((l) => l !== 'en');
  it.each(translated)('%s translates the form and signature-panel strings', (lang) => {
    const get = (t: object, p: string) => p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], t);
    for (const path of formStrings) {
      expect(get(AUTHORIZATION_TEXTS[lang], path), `${lang}.${path}`).not.toBe(get(AUTHORIZATION_TEXTS.en, path));
    }
    expect(AUTHORIZATION_TEXTS[lang].messages.initialsTooLong).toContain(String(LIMITS.initialsMax));
  });

  it("English messages are the spec's, and a schema message is shown in the form's language", () => {
    for (const k of FORM_MESSAGE_KEYS) expect(AUTHORIZATION_TEXTS.en.messages[k]).toBe(MESSAGES[k]);
    const { ar, bn, de } = AUTHORIZATION_TEXTS;
    expect(authorizationMessage(bn, MESSAGES.required)).toBe(bn.messages.required);
    expect(authorizationMessage(ar, MESSAGES.invalidDate)).toBe(ar.messages.invalidDate);
    expect(authorizationMessage(de, 'Something else')).toBe('Something else');
    expect(authorizationMessage(de, undefined)).toBeUndefined();
  });

  it('only Arabic is right to left', () => {
    expect(AUTHORIZATION_LANGUAGES.filter((l) => AUTHORIZATION_TEXTS[l].dir === 'rtl')).toEqual(['ar']);
  });

  it('falls back to English for an unknown or missing language', () => {
    expect(authorizationLanguage('bn')).toBe('bn');
    expect(authorizationLanguage('AR')).toBe('ar');
    expect(authorizationLanguage('xx')).toBe('en');
    expect(authorizationLanguage(undefined)).toBe('en');
  });

  it('fills the provider and categories', () => {
    expect(fillAuthorizationText('a {{provider}} b {{categories}}', { provider: 'P', categories: 'C' })).toBe(
      'a P b C',
    );
  });
});
