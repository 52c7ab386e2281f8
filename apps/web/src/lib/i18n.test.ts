import { describe, expect, it } from 'vitest';
import { en } from '@portal/shared';
import { FIRST_TEXTS } from './i18n';

describe('English texts in the entry', () => {
  it("are the shared catalog's own namespaces, whole (the rest loads with what is past the first screens)", () => {
    for (const [ns, texts] of Object.entries(FIRST_TEXTS)) expect(texts).toEqual(en[ns as keyof typeof en]);
  });
});
