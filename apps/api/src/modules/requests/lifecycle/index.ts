/** The request lifecycle: the only place a request's status is written (issue 18). */
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
