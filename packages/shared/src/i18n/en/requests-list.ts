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
} as const;
