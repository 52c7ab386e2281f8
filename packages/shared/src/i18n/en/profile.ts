/** Profile page, avatar and the change-password panel (spec sections 2, 3 and 5). */
export const profile = {
  title: 'Profile',
  details: 'Your details',
  fields: {
    name: 'First name',
    lastName: 'Last name',
    email: 'Email',
    organization: 'Organization',
    dateOfBirth: 'Date of birth',
    dateOfBirthHint: 'M/D/YYYY',
  },
  save: 'Save',
  avatar: {
    alt: 'Your profile picture',
    none: 'No profile picture yet',
    change: 'Change picture',
    hint: 'JPEG, PNG, WebP or GIF, at most 5 MB.',
    uploaded: 'Profile picture updated',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Save',
    captchaLabel: 'Enter the characters shown in the image',
    captchaImage: 'CAPTCHA image: type the 8 characters it shows, or answer the text question below it instead',
    captchaQuestionLabel: 'Cannot see the image? Answer this instead:',
    captchaQuestion: 'Type the first letter of each of these words: {{words}}.',
    captchaRefresh: 'Show another image',
    captchaLoading: 'Loading CAPTCHA…',
  },
} as const;
