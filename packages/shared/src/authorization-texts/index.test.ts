import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_LANGUAGES, SENSITIVE_CATEGORIES, SIGNER_ROLES, authorizationLanguage } from '../schemas/authorizations';
import { AUTHORIZATION_TEXTS, fillAuthorizationText } from './index';

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
    expect(Object.keys(t.roles).sort()).toEqual([...SIGNER_ROLES].sort());
    expect(Object.keys(t.categories).sort()).toEqual([...SENSITIVE_CATEGORIES].sort());
  });

  it('non-English texts are translated, not copies of English', () => {
    for (const lang of AUTHORIZATION_LANGUAGES.filter((l) => l !== 'en')) {
      expect(AUTHORIZATION_TEXTS[lang].part2Notice).not.toBe(AUTHORIZATION_TEXTS.en.part2Notice);
    }
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
    expect(fillAuthorizationText('a {{provider}} b {{categories}}', { provider: 'P', categories: 'C' })).toBe('a P b C');
  });
});
