/** The requests module's surface for other server modules: its lifecycle and the desk's side of tracking. */
export * from './lifecycle';
export { postStaffMessage, staffReadMessages } from './tracking-chat';
export { decideRefund } from './tracking-refunds';
export { breakdownOf, pendingApprovalOf } from './fee-breakdown';
