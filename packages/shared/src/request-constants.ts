/**
 * Plain values of the request list and tracking, apart from their zod schemas
 * (schemas/requests-list, schemas/tracking re-export them): a screen that needs only these does
 * not build the schemas when it loads.
 */
export const REQUEST_STATUS_VALUES = [
  'draft',
  'abandoned',
  'ordered',
  'completed',
  'completed_archived',
  'closed_archived',
] as const;
export type RequestStatus = (typeof REQUEST_STATUS_VALUES)[number];
export const REQUEST_TYPES = ['Record', 'Form'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** How often an open chat asks for new messages. */
export const CHAT_POLL_MS = 5_000;

/** The ways a records request names its dates of service (schemas/requests re-exports them). */
export const DATE_KINDS = ['all', 'between', 'after', 'before'] as const;

/** The most requests one page of the list holds (schemas/requests-list re-exports it). */
export const REQUESTS_PER_PAGE_MAX = 100;
