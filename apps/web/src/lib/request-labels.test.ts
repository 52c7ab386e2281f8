import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { dateChoiceText, datesOfServiceLabel } from './request-labels';
import { fileLabel } from './file-names';

describe('request words in the reader language', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it('names the wizard review dates of service in the reader words', async () => {
    await setLanguage('es', { remember: false });
    expect(dateChoiceText({ kind: 'all' })).toBe('Todas');
    expect(dateChoiceText({ kind: 'after', after: '2026-07-13' })).toBe('Después del 13 de julio de 2026');
    await setLanguage('en', { remember: false });
    expect(dateChoiceText({ kind: 'all' })).toBe('All');
    expect(dateChoiceText({ kind: 'after', after: '2026-07-13' })).toBe('After 7/13/2026');
  });

  it('writes the card dates of service (M/D/YYYY from the list) in the reader date form', async () => {
    await setLanguage('es', { remember: false });
    const item = { rid: 'x', request_type: 'Record' as const, records_after: '7/13/2026', records_before: null };
    expect(datesOfServiceLabel(item)).toBe('Después del 13 de julio de 2026');
  });

  it('reads a name the server made in the reader language and leaves a person upload as named', async () => {
    await setLanguage('es', { remember: false });
    expect(fileLabel('Release authorization 261120-123456.pdf')).toBe('Autorización de divulgación 261120-123456.pdf');
    expect(fileLabel('Medical records 261120-123456.pdf')).toBe('Expedientes médicos 261120-123456.pdf');
    expect(fileLabel('my scan.pdf')).toBe('my scan.pdf');
    // The invoice and the records archive, saved under the reader's words as the server names them.
    expect(fileLabel('invoice-261120-123456.pdf')).toBe('Factura 261120-123456.pdf');
    expect(fileLabel('medical-records-261120-123456.zip')).toBe('Expedientes médicos 261120-123456.zip');
  });
});
