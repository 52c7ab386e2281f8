import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';
import { setLanguage } from './i18n';
import { sessionStore } from './session-store';

describe('downloadFile names', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLanguage('en', { remember: false });
  });

  const saved = async (disposition: string) => {
    vi.spyOn(sessionStore, 'get').mockReturnValue({ token: 't' } as ReturnType<typeof sessionStore.get>);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('pdf', { status: 200, headers: { 'content-disposition': disposition } }),
    );
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    let name = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    await downloadFile('/api/v2/x', 'fallback.pdf');
    return name;
  };

  it('saves under the UTF-8 name (filename*), not its ASCII fallback', async () => {
    await setLanguage('ar', { remember: false });
    const header = `attachment; filename="___ OCR 261120-1.pdf"; filename*=UTF-8''${encodeURIComponent('شكوى إلى OCR 261120-1.pdf')}`;
    expect(await saved(header)).toBe('شكوى إلى OCR 261120-1.pdf');
  });

  it('saves a stored English name the server made in the reader language', async () => {
    await setLanguage('es', { remember: false });
    expect(
      await saved(
        `attachment; filename="Medical records 261120-1.pdf"; filename*=UTF-8''Medical%20records%20261120-1.pdf`,
      ),
    ).toBe('Expedientes médicos 261120-1.pdf');
  });
});
