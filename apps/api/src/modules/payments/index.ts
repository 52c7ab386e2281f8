/** The payments module's surface for other server modules (see helpers/CONTRACTS.md). */
export { authorizeRequestPayment, chargeRequest, type AuthorizeInput, type AuthorizeResult } from './charging';
export { cardOnFile, ensureCustomer } from './customer';
export { custodianFees } from './pricing';
export { addMedicalRecord, listMedicalRecords, type MedicalRecordRow } from './records';
export { repriceRequestPayment } from './reprice';
export { releaseRequestPayment } from './release';
export { refundRequestPayment, settleWithoutRecords, type Settlement } from './refund';
