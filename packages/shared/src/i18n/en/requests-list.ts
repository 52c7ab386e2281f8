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
    noPatient: 'No patient chosen yet',
    lastSaved: 'Draft, last saved on {{date}}',
  },
  deleteDraft: {
    button: 'Delete draft',
    title: 'Delete this draft?',
    body: '{{title}} and everything saved with it (signed authorization, uploaded documents) will be deleted. This cannot be undone.',
    confirm: 'Delete draft',
    cancel: 'Keep draft',
    done: '{{title}} was deleted.',
  },
  /** The spec's card title, status and dates of service words (domain/request-labels), for the translations. */
  title: { record: 'Medical Record {{rid}}', form: 'Form Request {{rid}}' },
  status: {
    draft: 'draft',
    abandoned: 'abandoned',
    ordered: 'ordered',
    completed: 'completed',
    completed_archived: 'completed - archived',
    closed_archived: 'closed - archived',
    // The lifecycle's states and moves seen in a request's history (domain/request-lifecycle).
    waiting_on_patient: 'waiting on you',
    priced: 'priced',
    extended: 'extended',
    revoked: 'authorization revoked',
    awaiting_approval: 'waiting for your approval',
  },
  dates: {
    all: 'All',
    between: 'Between {{after}} - {{before}}',
    after: 'After {{after}}',
    before: 'Before {{before}}',
  },
} as const;
