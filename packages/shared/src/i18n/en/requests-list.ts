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
  /** The spec's card title, status and dates of service words (domain/request-labels), for the translations. */
  title: { record: 'Medical Record {{rid}}', form: 'Form Request {{rid}}' },
  status: {
    draft: 'draft', abandoned: 'abandoned', ordered: 'ordered', completed: 'completed',
    completed_archived: 'completed - archived', closed_archived: 'closed - archived',
  },
  dates: { all: 'All', between: 'Between {{after}} - {{before}}', after: 'After {{after}}', before: 'Before {{before}}' },
} as const;
