import type { RouteReads } from '../lib/early-reads';

/**
 * What each route's first screen reads from the API, asked for in parallel with the route's code
 * (lib/early-reads.ts): by the boot script on a cold visit (the build writes this table into the
 * boot data, static-shell.ts), by the router on a move inside the app. A template's `{name}` is
 * the route's parameter of that name, else the address's query parameter (a wizard's `?rid=`).
 * Each URL must be exactly what the page asks for (path and query, in its order): an early answer
 * is found by its URL, and a read the page does not make is wasted work for the server.
 */
export const ROUTE_READS: RouteReads = [
  ['/records-and-forms', ['/api/v2/requests?sort_dir=desc&page=1&per_page=10']],
  [
    '/request-detail/:rid',
    [
      '/api/v2/requests/{rid}/detail',
      '/api/v2/requests/{rid}/messages',
      '/api/v2/medical_records/requests',
      // The records' Share button says whether sharing needs Store & Share first.
      '/api/v2/patient/storages',
    ],
  ],
  ['/record-request/:step', ['/api/v2/request/{rid}']],
  ['/form-request/:step', ['/api/v2/request/{rid}']],
  ['/dependents', ['/api/v2/patient/dependents']],
  // The timeline's years come with its newest page (REQUESTS_PER_PAGE_MAX), its first screen.
  [
    '/dependents/:id/:tab',
    ['/api/v2/patient/dependents/{id}', '/api/v2/requests?dependent_id={id}&sort_dir=desc&per_page=100'],
  ],
  ['/profile', ['/api/v2/user/security']],
  ['/favorites-providers', ['/api/v2/user/get_favourite_custodians']],
  ['/l/:urlId', ['/api/v2/custodians/by_url/{urlId}']],
  ['/l/:urlId/medical-records', ['/api/v2/custodians/by_url/{urlId}']],
  [
    '/subscription',
    ['/api/v2/patient/storages', '/api/v2/medical_records/requests', '/api/v2/shares', '/api/v2/patient/cards'],
  ],
];

/**
 * What every signed-in page reads first (app/first-data.ts), whatever its route: the profile and
 * what waits on the patient (the sidebar's count; the home's first lines).
 */
export const FRAME_READS = ['/api/v2/user', '/api/v2/home'];
/** Of those, the account's own (never the patient's a caregiver acts for, lib/acting.ts). */
export const OWN_FRAME_READS = ['/api/v2/user'];
/** The same, read without the session (the client settings). */
export const FRAME_PUBLIC_READS = ['/api/v2/config'];
