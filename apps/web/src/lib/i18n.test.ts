import { describe, expect, it } from 'vitest';
import { en } from '@portal/shared';
import { REST_TEXTS } from './english-catalog';
import { REQUEST_TEXTS } from './english-request-texts';
import { FIRST_TEXTS, setLanguage } from './i18n';

describe('English texts in the entry', () => {
  it("are the shared catalog's own namespaces, whole (the rest loads with what is past the first screens)", () => {
    for (const [ns, texts] of Object.entries(FIRST_TEXTS)) expect(texts).toEqual(en[ns as keyof typeof en]);
  });

  it("a request's texts are the shared catalog's own namespaces, whole", () => {
    for (const [ns, texts] of Object.entries(REQUEST_TEXTS)) expect(texts).toEqual(en[ns as keyof typeof en]);
  });

  it("the entry's, a request's and the rest are the shared catalog, every namespace once", () => {
    const first = ['messages', 'password', 'common', 'auth'];
    const parts = [...first, ...Object.keys(REQUEST_TEXTS), ...Object.keys(REST_TEXTS)];
    expect(parts.sort()).toEqual(Object.keys(en).sort());
    for (const [ns, texts] of Object.entries(REST_TEXTS)) expect(texts).toEqual(en[ns as keyof typeof en]);
  });
});

describe('the document marked with the language', () => {
  it('leaves <html lang dir> alone when they already say it (no restyle of every element)', async () => {
    const root = document.documentElement;
    root.setAttribute('lang', 'en');
    root.setAttribute('dir', 'ltr');
    const changes: string[] = [];
    const watch = new MutationObserver((records) => changes.push(...records.map((r) => r.attributeName ?? '')));
    watch.observe(root, { attributes: true });
    await setLanguage('en', { remember: false });
    await new Promise((r) => setTimeout(r, 0));
    watch.disconnect();
    expect(changes).toEqual([]);
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
  });
});
