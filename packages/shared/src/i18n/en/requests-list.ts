/** The request card and list words (spec section 2 "Request card (list)"). */
export const requestsList = {
  card: {
    provider: 'Provider',
    patient: 'Patient',
    form: 'Form',
    datesOfService: 'Dates of service',
    status: 'Status',
    requestedOn: 'Requested on',
    resumeDraft: 'Resume draft',
    viewDetails: 'View details',
    unreadMessages_one: '{{count}} unread message',
    unreadMessages_other: '{{count}} unread messages',
    noProvider: 'No provider chosen yet',
  },
} as const;
