import { expect, it } from 'vitest';
import { buildUrl } from '../lib/api';
import { staffFirstReads } from './router';

// Each early read must be the very URL its page asks for (lib/early-reads.ts): the queue page's
// query is built from the address's filters in the page's order (staff/api.ts useQueue).
it('names the desk pages’ first reads as the pages ask for them', () => {
  expect(staffFirstReads('/staff/queue/new', '')).toEqual([
    '/api/v2/staff/me',
    buildUrl('/api/v2/staff/queue', { queue: 'new', page: 1 }),
  ]);
  expect(staffFirstReads('/staff/queue/priced', '?type=Form&overdue=true&page=3&keyword=%20ann%20')).toEqual([
    '/api/v2/staff/me',
    '/api/v2/staff/queue?queue=priced&keyword=ann&request_type=Form&overdue=true&page=3',
  ]);
  expect(staffFirstReads('/staff/requests/260101-1', '')).toEqual([
    '/api/v2/staff/me',
    '/api/v2/staff/requests/260101-1',
    '/api/v2/staff/requests/260101-1/messages',
  ]);
  // An unknown queue opens the new requests, as the page does.
  expect(staffFirstReads('/staff/queue/nope', '')[1]).toContain('queue=new');
  expect(staffFirstReads('/staff/outbox', '')).toEqual(['/api/v2/staff/me']);
});
