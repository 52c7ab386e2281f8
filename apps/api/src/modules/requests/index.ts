/** The requests module's surface for other server modules: the desk's side of tracking and the fee breakdown (the lifecycle is modules/lifecycle). */
export { postStaffMessage, staffReadMessages } from './tracking/chat';
export { decideRefund } from './tracking/refunds';
export { breakdownOf, pendingApprovalOf } from './fee-breakdown';
