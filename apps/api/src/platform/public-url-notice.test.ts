import { describe, expect, it } from 'vitest';
import { publicUrlNotice } from './public-url-notice';

describe('the start-up notice about PUBLIC_URL', () => {
  it('says, when PUBLIC_URL is unset, that mailed links and the QR code point at localhost, and how to set it', () => {
    const notice = publicUrlNotice({ PORT: 3000 }, 'http://localhost:3000');
    expect(notice).toContain('PUBLIC_URL is not set');
    expect(notice).toContain('http://localhost:3000');
    expect(notice).toContain("PUBLIC_URL=http://<this computer's LAN address>:3000");
  });

  it('is silent when PUBLIC_URL is set', () => {
    expect(publicUrlNotice({ PORT: 3000, PUBLIC_URL: 'http://192.168.1.20:3000' }, 'http://localhost:3000')).toBeNull();
  });
});
