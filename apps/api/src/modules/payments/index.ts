/** The payments module's surface for other server modules (see helpers/CONTRACTS.md). */
export { authorizeRequestPayment, chargeRequest, type AuthorizeInput, type AuthorizeResult } from './charging';
export { custodianFees } from './pricing';
export { repriceRequestPayment } from './reprice';
export { releaseRequestPayment } from './release';
export { medicalRecords } from '../../db/schema';
export { refundRequestPayment, settleWithoutRecords, type Settlement } from './refund';
