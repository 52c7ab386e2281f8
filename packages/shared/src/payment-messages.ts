/** Payment messages the spec is silent on (chosen here so server and browser say the same). */
export const PAYMENT_MESSAGES = {
  nameTooLong: 'Must be at most 25 characters',
  nameDigits: 'Numbers are not allowed',
  address2TooLong: 'Must be at most 50 characters',
  cityTooLong: 'Must be at most 20 characters',
  zipInvalid: 'Only digits are allowed, at most 6',
  cardInUse: 'This card pays for open requests. Move them to another card before deleting it.',
  cardAdded: 'Card added successfully!',
  cardOnFile: 'This card is already on file.',
  defaultSet: 'Default card updated successfully!',
  declined: 'Your card was declined.',
  authenticationFailed: 'We could not authenticate your card. Please try another card.',
  paymentFailed: 'Your payment could not be completed. Please update your card to continue with this request.',
  noRecords: 'No records are available for this request yet.',
  subscriptionRequired: 'Records older than 30 days are archived. Subscribe to Store & Share to download them.',
  notSubscribed: 'You do not have an active subscription.',
} as const;
