/**
 * The spec's user-facing strings, defined once (spec sections 5 and 8).
 * Typos are the spec's own ("leter", "Plaese") and are kept on purpose: the spec is the contract.
 * Server error bodies and the web's English i18n catalog both read from here.
 */
export const MESSAGES = {
  // section 8: transport and session
  sessionExpired: 'Your session has expired! Please login again.',
  serverError: 'Something went wrong! Please try again leter',
  tooManyRequests: 'Too many requests! Plaese try again leter',
  connectionTimeout: 'Connection Timeout!',
  unauthorized: 'Unauthorized!',
  somethingWentWrong: 'Something went wrong',
  // section 8: outcomes
  passwordUpdated: 'Password updated successfully!',
  profileSaved: 'Changes saved successfully!',
  paymentMethodUpdated: 'Updated payment method successfully!',
  subscribed: 'You are now subscribed!',
  unsubscribed: 'You are now unsubscribed!',
  cardDeleted: 'Card Deleted Successfully!',
  cardUsedBySubscription:
    'This card is currently the payment method for your Store & Share subscription. Please update the payment method for your subscription prior to deleting this card.',
  selectCardFirst: 'Please select card first',
  custodianNotFound: 'Custodian not found!',
  noCustodianFound: 'No custodian found!',
  noExactMatches: 'No exact matches for State, Name',
  noDependentFound: 'No dependent found',
  cardLimit: 'Alert! - There is a ten card limit for cards on file. Please delete a card to add a new card',
  captchaWrong: 'Invalid CAPTCHA. Please try again.',
  formSubmitted: 'Form submitted successfully!',
  // section 5: validation
  required: 'Field is required',
  email: 'Incorrect email address',
  invalidDate: 'Invalid date',
  ssn: 'Incorrect Social Security Number',
  phone: 'Incorrect Phone Number',
  dependentName: 'Field is required and Special characters are not allowed',
  passwordMismatch: "Passwords don't match",
  invalidCardNumber: 'Invalid card number',
  invalidCvv: 'Invalid CVV',
  initialsTooLong: 'Must be less than 20 characters',
  lettersAndSpaces: 'Only letters and spaces are allowed.',
  // not in the spec: an e-authorization for a dependent is signed by a representative (45 CFR 164.508(c)(1)(vi))
  representativeRequired:
    'You are signing for another person: choose your role under "I am the", and give your name and your authority to act for the patient.',
  // section 2
  reloadWarning: 'Are you sure you want to reload the page.',
  dobMissing: 'Your profile has no date of birth. Please update it on your profile page.',
  // not in the spec: messages we chose where it is silent (kept here so they stay consistent)
  notFound: 'Not found',
  badRequest: 'The request is not valid',
  payloadTooLarge: 'The upload is too large',
  invalidCredentials: 'Incorrect email or password',
  accountLocked: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  emailTaken: 'An account with this email address already exists',
  linkExpired: 'This link has expired or has already been used.',
  forbidden: 'You do not have access to this page',
  caregiverAccessEnded: 'Your access for this person has ended.',
  caregiverNotAllowed: 'You are not allowed to do this for this person.',
  caregiverPart2:
    'You cannot release alcohol or drug treatment records for this person: they have not given you their consent for those records.',
  caregiverSelf: 'You cannot invite yourself.',
  caregiverInviteInvalid: 'This invitation has expired, was withdrawn or has already been used.',
  futureDateOfService: 'Dates of service cannot be in the future',
  datesOutOfOrder: 'The "To" date is before the "From" date. Choose a "To" date on or after it.',
  badFileName:
    'The file name must not contain a folder path (/ or \\), control characters or more than 200 characters. Rename the file and try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'Only {types} files are allowed to upload.' */
export const wrongFileTypeMessage = (types: string) => `Only ${types} files are allowed to upload.`;
/** '{file} is too large. Maximum {n}mb allowed for upload.' */
export const fileTooLargeMessage = (file: string, mb: number) =>
  `${file} is too large. Maximum ${mb}mb allowed for upload.`;

/*
 * Texts the spec does not give (ours), defined here beside the spec's so that every text the API
 * answers has one home: the server throws them, tests and the web compare with them.
 */

/** The wizard's submission, refused before anything is stored. */
export const SUBMISSION_MESSAGES = {
  authorizationMissing: 'Please sign or upload an authorization',
  govtIdMissing: 'Please upload the front and back of your government ID',
  notAuthorized:
    'Your signed authorization does not release these records. Sign the authorization again to include them, or leave them out.',
} as const;

/** The records desk (staff side). */
export const DESK_MESSAGES = {
  notOpen: 'This request is not open on the desk',
  notPriced: 'Price the request before completing it',
  noRecords: 'Upload the medical records before completing the request',
  paymentNeeded:
    "The patient's payment failed. This request waits until the patient updates the card or pays by check.",
  alreadyReviewed: 'This suggestion has already been reviewed',
  alreadyClosed: 'This item is already closed',
  refundChanged: 'The refund was changed by someone else',
  refundCannotBecome: (from: string, to: string) => `A ${from} refund cannot become ${to}`,
} as const;

/** The provider directory's search and suggestions. */
export const PROVIDER_MESSAGES = {
  faxIncorrect: 'Incorrect Fax Number',
  nameNeedsLetters: 'Enter letters or digits of the provider name',
  zipInvalid: 'Invalid ZIP code',
  duplicateSuggestion: 'You have already suggested this provider.',
  suggestionSaved: 'New Provider Suggested!',
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
} as const;

/** A request after it was sent: the patient's answer to the desk, the overdue letters. */
export const REQUEST_MESSAGES = {
  respondDone: 'Sent to the records team.',
  lettersNotYet: 'The letters are offered once the provider is past its legal deadline.',
} as const;
