/** Support page and the help-desk modal (spec sections 2, 3 and 5). */
export const support = {
  title: 'Support',
  intro:
    'Questions about a request, the portal or your account? Tell our help desk and we will get back to you by email.',
  contactTitle: 'Contact us',
  contactBody: 'You can also write to',
  openForm: 'Send feedback to the help desk',
  modalTitle: 'Provide Feedback',
  fields: {
    issue: 'Issue',
    issuePlaceholder: 'Choose the issue',
    title: 'Title',
    comment: 'Comment',
  },
  pageCode: 'Page code: {{code}}',
  send: 'Send',
  cancel: 'Cancel',
  issues: {
    'Application working slowly': 'Application working slowly',
    'Application is no longer responding': 'Application is no longer responding',
    'Application is not functioning as expected': 'Application is not functioning as expected',
    'I have a suggestion': 'I have a suggestion',
    'Something else': 'Something else',
  },
} as const;
