/** The payments module's surface for other server modules (see helpers/CONTRACTS.md). */
export { authorizeRequestPayment, chargeRequest, type AuthorizeInput, type AuthorizeResult } from './charging';
export { ensureCustomer } from './customer';
export { custodianFees } from './pricing';
export { recordsStore, type MedicalRecordRow } from './records-repository';
export { repriceRequestPayment } from './reprice';
export { releaseRequestPayment } from './release';
export { paymentsRepository } from './repository';
export { refundRequestPayment, settleWithoutRecords, type Settlement } from './refund';
