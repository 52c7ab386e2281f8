/**
 * The request lifecycle: the only place a request's status is written. A module of its
 * own, below the capabilities that move a request (requests, documents, authorizations, staff):
 * it imports none of them, so each may depend on it without depending on another.
 */
export {
  assertAllowed,
  lockRequest,
  transition,
  type LifecycleCtx,
  type TransitionInput,
  type TransitionResult,
} from './transition';
export type { Evidence } from './requirements';
export { clockOfRequest, wireClock } from './clock';
export { patientActed } from './patient-acted';
export { notifyOverdue } from './overdue';
export { archiveRequests } from './archive';
