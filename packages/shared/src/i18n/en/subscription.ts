import { MESSAGES } from '../../messages';

/** Store & Share (spec sections 2, 4, 5, 8). The price comes from configuration ({{price}}). */
export const subscription = {
  title: 'Store & Share subscription',
  offer: {
    heading: 'Keep your records with Store & Share',
    body: 'Records are free to download for 30 days after delivery. After that they are archived. Store & Share gives you unlimited access to your records and sharing for {{price}} per month.',
    download: 'Download my records',
    subscribe: 'Subscribe for {{price}}/month',
  },
  steps: { card: 'Payment card', initials: 'Initials', confirm: 'Confirm' },
  card: { heading: 'Choose the card to pay with', next: 'Continue' },
  initials: {
    heading: 'Agreement',
    agreement: 'I agree to be charged {{price}} monthly for the Store & Share subscription until I unsubscribe.',
    label: 'Your initials',
    next: 'Continue',
  },
  confirm: {
    heading: 'Confirm your subscription',
    summary: '{{price}} per month, charged to the card ending in {{last4}}.',
    submit: 'Confirm subscription',
    back: 'Back',
  },
  active: {
    heading: 'You are subscribed to Store & Share',
    details: '{{price}} per month, card ending in {{last4}}. Next renewal on {{date}}.',
    changeCard: 'Change card',
    saveCard: 'Use this card',
    unsubscribe: 'Unsubscribe',
    unsubscribeConfirm: 'Unsubscribe from Store & Share? Archived records will need a new subscription to download.',
    keep: 'Keep subscription',
  },
  records: {
    heading: 'Your records',
    empty: 'No records have been delivered yet.',
    download: 'Download records of {{rid}}',
    archived: 'Archived',
    available: 'Available',
    delivered: 'Delivered {{date}}',
    offerTitle: 'Subscription needed',
  },
  messages: {
    subscribed: MESSAGES.subscribed,
    unsubscribed: MESSAGES.unsubscribed,
    paymentMethodUpdated: MESSAGES.paymentMethodUpdated,
    lettersAndSpaces: MESSAGES.lettersAndSpaces,
  },
} as const;
