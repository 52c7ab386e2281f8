import { describe, expect, it } from 'vitest';
import { portalRoute, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('accepts portal paths with their query', () => {
    expect(safeReturnPath('/p/request-detail/123-45?requestType=Record')).toBe(
      '/p/request-detail/123-45?requestType=Record',
    );
    expect(safeReturnPath('/p/dashboard')).toBe('/p/dashboard');
    expect(safeReturnPath('/p/record-request/provider?rid=1-2#top')).toBe('/p/record-request/provider?rid=1-2');
  });

  it('drops the hand-off and public-page flags from the query', () => {
    expect(safeReturnPath('/p/dashboard?auth_token=abc&x=1')).toBe('/p/dashboard?x=1');
    expect(safeReturnPath('/p/dashboard?logout=1')).toBe('/p/dashboard');
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/p/x',
    'http:/evil.example',
    '//evil.example/p/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/p\\..\\..\\x',
    '/p//evil.example',
    '/p/%2f%2fevil.example',
    '/p/%2F%2Fevil.example',
    '/p/%5c%5cevil.example',
    '/p/%255c',
    '/p/%252f%252fevil',
    '/p/../login',
    '/p/%2e%2e/staff',
    '/p/./x',
    '/login/',
    '/staff/queue',
    '/pevil',
    'javascript:alert(1)',
    '/p/\tx',
    '/p/%09x',
    '/p/%0a',
    '%2fp%2fdashboard',
    ' /p/dashboard',
    '/p/%E0%A4%A',
    `/p/${'a'.repeat(2100)}`,
    '/p@evil.example',
    '/p:80@evil',
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw as string)).toBeNull();
  });

  it('maps a return path to the router route', () => {
    expect(portalRoute('/p/request-detail/1?requestType=Form')).toBe('/request-detail/1?requestType=Form');
    expect(portalRoute('/p')).toBe('/');
    expect(portalRoute('/p?x=1')).toBe('/?x=1');
  });
});
