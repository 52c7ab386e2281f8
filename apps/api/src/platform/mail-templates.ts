/**
 * The texts of the mails the portal sends on its own (welcome, receipt, refund decision), kept in
 * one English catalog with {{placeholders}} so that a translation is a second catalog with the
 * same keys. Mail travels in the clear and lands on shared screens: no template carries health
 * details (provider, patient, record types, reasons, messages), only ids, amounts and a link
 * that needs sign-in.
 */
export const MAIL_EN = {
  greeting: 'Hello {{name}},',
  privacy: 'For your privacy this e-mail does not include any health information.',
  signInToSee: 'Sign in to the Patient Portal to see the details:',
  welcome: {
    subject: 'Welcome to the Patient Portal',
    body: [
      'Your Patient Portal account for {{email}} is ready.',
      'You can now find your healthcare providers, request your medical records or complete their forms, and follow each request here:',
    ],
    notYou: 'If you did not create this account, reply to this e-mail and we will close it.',
  },
  receipt: {
    subject: 'We received your request {{rid}}',
    body: [
      'Thank you. We received your {{what}} {{rid}} on {{date}}.',
      '{{payment}}',
      'We will e-mail you when its status changes.',
    ],
    what: { Record: 'records request', Form: 'forms request' },
    payment: {
      card: 'Your card is authorized for the estimate; it is charged only when the request is completed.',
      check: 'You chose to pay by check: the request is worked on once the check is received.',
      free: 'This provider does not charge for this request.',
    },
  },
  refund: {
    subject: 'Your refund request for {{rid}} was {{decision}}',
    body: {
      approved: 'Your refund request of {{amount}} for request {{rid}} was approved. We will e-mail you again when the money has been returned.',
      denied: 'Your refund request of {{amount}} for request {{rid}} was denied.',
      refunded: 'We have returned {{amount}} for request {{rid}} to your original payment method. Depending on your bank it can take 5 to 10 business days to appear.',
    },
    decision: { approved: 'approved', denied: 'denied', refunded: 'refunded' },
  },
  helpDesk: {
    subject: 'We received your message to the help desk',
    body: [
      'Thank you for writing to the Patient Portal help desk. Your message is ticket {{ticket}} (page code {{page}}).',
      'Our help desk will get back to you at this e-mail address. Please keep the ticket number if you write again.',
    ],
  },
} as const;

export type MailCatalog = typeof MAIL_EN;

/** Fills {{name}} placeholders; an unknown placeholder is left empty, never shown raw. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}
