/**
 * The mails the portal writes to a patient on its own: a welcome, a request's receipt, status
 * changes, staff messages, records ready, refund decisions, the help desk's acknowledgement. A
 * module (not the platform) because each reads the account and request it is about.
 */
export {
  mailHelpDeskReceived,
  mailPaymentNeeded,
  mailReceipt,
  mailRefundDecision,
  mailWelcome,
  type ReceiptPayment,
} from './patient-mail';
export { notifyChatMessage, notifyRecordsReady, notifyStatusChange, requestLink } from './request-mail';
