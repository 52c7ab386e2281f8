import { describe, expect, it } from 'vitest';
import { browserLabel, newAccessCode, normalizeCode, saltedHash, shareStatus } from './service';

describe('share helpers', () => {
  it('names the status: revoked before locked before expired before active', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const later = new Date('2026-01-11T00:00:00Z');
    const earlier = new Date('2026-01-09T00:00:00Z');
    expect(shareStatus({ revokedAt: null, lockedAt: null, expiresAt: later }, now)).toBe('active');
    expect(shareStatus({ revokedAt: null, lockedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(shareStatus({ revokedAt: null, lockedAt: earlier, expiresAt: earlier }, now)).toBe('locked');
    expect(shareStatus({ revokedAt: earlier, lockedAt: earlier, expiresAt: later }, now)).toBe('revoked');
  });

  it('makes codes people can read aloud, and accepts them typed loosely', () => {
    for (let i = 0; i < 50; i++) expect(newAccessCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normalizeCode(' abcd-efgh ')).toBe('ABCDEFGH');
  });

  it('salts hashes per share', () => {
    expect(saltedHash('a', '1988-03-14')).not.toBe(saltedHash('b', '1988-03-14'));
    expect(saltedHash('a', 'X')).toBe(saltedHash('a', 'X'));
  });

  it('names a browser without versions', () => {
    expect(browserLabel('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Windows',
    );
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0')).toBe(
      'Edge on Windows',
    );
    expect(browserLabel('curl/8.0')).toBe('Another browser');
    expect(browserLabel(null)).toBeNull();
  });
});
