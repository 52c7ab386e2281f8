import type { EndpointId } from '@portal/shared';
import type { OperationDoc } from '../platform/openapi';

/** The records desk's operations for the API document (see operations.ts, which includes them). */
const CONFLICT = [409];

export const STAFF_OPERATIONS = {
  staffMe: { summary: 'The signed-in records-desk user' },
  staffQueue: { summary: "The records desk's work queue" },
  staffGetRequest: { summary: 'A request as the desk sees it' },
  staffMarkIncomplete: {
    summary: 'Ask the patient for something (waiting on patient)',
    errors: CONFLICT,
  },
  staffExtend: {
    summary: "Extend the request's deadline, with a reason",
    errors: CONFLICT,
  },
  staffSetPrice: {
    summary: "Set the request's price",
    errors: CONFLICT,
  },
  staffUploadRecords: {
    summary: 'Upload the records for a request',
    multipart: { files: { files: 'One or more record files (any field name)' } },
    errors: CONFLICT,
  },
  staffComplete: {
    summary: 'Complete the request (records delivered)',
    noBody: true,
    errors: CONFLICT,
  },
  staffCloseNoRecords: {
    summary: 'Close the request: the provider holds no records (signed statement; the payment is refunded)',
    errors: CONFLICT,
  },
  staffClose: {
    summary: 'Close the request without records, with a reason',
    errors: CONFLICT,
  },
  staffRequestAudit: { summary: "The request's audit trail" },
  staffGetFile: {
    summary: "One of the request's files",
    produces: 'application/octet-stream',
  },
  staffListSuggestedProviders: {
    summary: 'Providers patients suggested',
  },
  staffApproveProvider: {
    summary: 'Add a suggested provider to the directory',
    noBody: true,
    errors: CONFLICT,
  },
  staffRejectProvider: {
    summary: 'Reject a suggested provider',
    noBody: true,
    errors: CONFLICT,
  },
  staffListMessages: {
    summary: "The request's conversation with the patient",
  },
  staffSendMessage: {
    summary: 'Write to the patient about a request',
  },
  staffListRefunds: { summary: 'Refund requests to decide' },
  staffDecideRefund: {
    summary: 'Approve or refuse a refund',
    errors: CONFLICT,
  },
  staffListTickets: { summary: 'Help-desk tickets' },
  staffCloseTicket: {
    summary: 'Close a help-desk ticket',
    noBody: true,
  },
  staffListCrashReports: { summary: 'Crash reports from the web app' },
  staffCloseCrashReport: {
    summary: 'Close a crash report',
    noBody: true,
  },
  staffOutbox: { summary: 'Mail kept in the outbox (no SMTP, not in production)' },
} satisfies Partial<Record<EndpointId, OperationDoc>>;
