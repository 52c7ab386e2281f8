/** Shell, layout and shared words. */
export const common = {
  /** Placeholders of typed dates: the spec's M/D/YYYY order, in the language's letters. */
  dateFormat: 'M/D/YYYY',
  cardExpiryFormat: 'MM/YY',
  appName: 'Patient Portal',
  logoAlt: 'Patient Portal home',
  loading: 'Loading…',
  back: 'Back',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  /** The close button of a success or error banner. */
  dismiss: 'Dismiss',
  submit: 'Submit',
  search: 'Search',
  remove: 'Remove',
  yes: 'Yes',
  no: 'No',
  next: 'Next',
  comingSoon: 'This screen is on its way.',
  /** After each password rule, for screen readers: whether the typed password meets it. */
  ruleMet: '(done)',
  ruleNotMet: '(not yet)',
  nav: {
    dashboard: 'Dashboard',
    recordsAndForms: 'Records & Forms',
    dependents: 'Dependents',
    favoriteProviders: 'Favorite Providers',
    support: 'Support',
    provideFeedback: 'Provide Feedback',
    mainNavigation: 'Main navigation',
    caregivers: 'Caregivers',
  },
  profileMenu: {
    label: 'Open profile menu',
    profile: 'Profile',
    subscription: 'Subscription',
    logout: 'Logout',
  },
  mobileMenu: 'Toggle navigation menu',
  skipToContent: 'Skip to main content',
  session: {
    warningTitle: 'Are you still there?',
    warningBody: 'For your security you will be signed out in {{seconds}} seconds.',
    keepSignedIn: 'Yes, Keep me signed in',
    signOut: 'No, Sign me out',
    expiredTitle: 'Session expired',
    clickToLogin: 'Click to login',
  },
  reload: {
    title: 'Reload page',
    confirm: 'Reload',
  },
  dobBanner: {
    link: 'Update your profile',
  },
  errorPage: {
    lastPage: 'Go back to the last page',
    login: 'Go to login',
    home: 'Go to home',
    contact: 'Contact us',
    detail: 'We are sorry. The problem has been reported to our team.',
  },
  notFound: {
    title: 'Page not found',
  },
  dashboard: {
    greeting: 'Welcome, {{name}}',
    // While the profile loads (no name yet): no dangling comma.
    greetingNoName: 'Welcome',
    intro: 'Request your medical records or complete a provider’s forms, and follow every request here.',
    startRecords: 'Request medical records',
    startForms: 'Complete provider forms',
    recordsHint: 'Find your provider and ask for your records.',
    formsHint: 'Fill in the forms your provider asks for.',
    track: 'Track your requests',
    trackHint: 'See the status of requests you have sent.',
    find: 'Find a provider',
    findHint: 'Search by state and name, or for providers near you, then choose what to request.',
  },
  /** The language menu (login page, public pages, portal header); each language in its own name. */
  language: {
    label: 'Language',
  },
  acting: {
    banner: 'Acting for {{name}}',
    backToMine: 'Back to my own account',
    actFor: 'Act for {{name}}',
    accounts: 'Switch account',
  },
} as const;
