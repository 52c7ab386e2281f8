import { describe, expect, it } from 'vitest';
import { apiPath, endpointMethod, ENDPOINTS } from './endpoints';

describe('the endpoint table', () => {
  it('fills path parameters, URL-encoded', () => {
    expect(apiPath('listDependents')).toBe('/api/v2/patient/dependents');
    expect(apiPath('getRequestLetter', { rid: 'R 1/2', kind: 'overdue' })).toBe(
      '/api/v2/requests/R%201%2F2/letters/overdue',
    );
    expect(endpointMethod('createDependent')).toBe('POST');
  });

  it('names each method and path once', () => {
    const keys = Object.values(ENDPOINTS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
  });
});
