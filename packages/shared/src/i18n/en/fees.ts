/** Fees the patient can trust: the fee's basis, a higher price to approve, no records found. */
export const fees = {
  basis: {
    title: 'Fee basis',
    patient_access: 'Your own access to your records',
    third_party: 'Authorization to send your records to a third party',
    patient_accessText:
      'HIPAA right of access (45 CFR 164.524): the provider may charge only a reasonable, cost-based fee for the copy (labor for copying, supplies and postage).',
    flatFeeApplied:
      'This is an electronic copy of records kept electronically, within the flat fee of {{amount}} that HIPAA allows for it, all costs included.',
    third_partyText:
      "Your authorization to send the records to someone else (45 CFR 164.508): the right-of-access fee limits do not apply, and the provider's fee schedule is used.",
    rule: 'A request is an authorization to a third party when the records are faxed to a recipient other than you; otherwise it is your own access.',
  },
  breakdown: {
    total: 'Total',
    authorizedWas: 'You had authorized {{amount}}.',
    reason: 'Reason: {{reason}}',
    title: 'Fees',
    estimate: 'Estimate when you sent the request',
    authorized: 'You authorized',
    price: "Provider's price",
  },
  approval: {
    newTotal: 'New total',
    title: 'A new price needs your approval',
    body: 'The provider priced this request at {{amount}}, more than the {{authorized}} you authorized. Nothing more is charged unless you approve it.',
    approve: 'Approve {{amount}}',
    decline: 'Decline',
    declineTitle: 'Decline the new price?',
    declineBody: 'Declining closes the request and releases the hold on your card. Please tell the provider why.',
    reason: 'Reason',
    declineConfirm: 'Decline and close the request',
    approved: 'Price approved. The records team goes on with your request.',
    declined: 'Price declined. The request is closed and the hold on your card is released.',
  },
  noRecords: {
    title: 'No records found',
    body: 'The provider found no records for this request and closed it. You owe nothing: any hold on your card was released and any payment refunded.',
    signed: 'Signed by {{name}} on {{date}}',
    download: 'Download the signed statement (PDF)',
  },
} as const;
