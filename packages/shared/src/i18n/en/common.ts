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
    // Read after "Records & Forms" by screen readers; the badge beside the link shows the number.
    waitingCount_one: ', {{count}} request waits for you',
    waitingCount_other: ', {{count}} requests wait for you',
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
    /** What waits on the patient, above the rest of the home (one action each). */
    todo: {
      heading: 'Needs your attention',
      nothing: 'Nothing needs your attention right now.',
      recordTitle: 'Medical Record {{rid}}',
      formTitle: 'Form Request {{rid}}',
      forDependent: 'for {{name}}',
      failed: 'That did not work. Please try again.',
      lettersHint:
        'The provider is past the legal deadline. We prepared a reminder you can send them and a complaint you can file.',
      waiting: {
        title: '{{provider}} needs something from you',
        titleNoProvider: 'The records desk needs something from you',
        action: 'Answer',
      },
      price_approval: { title: 'A new price to approve: {{amount}}', action: 'Review the price' },
      payment_needed: { title: 'Your payment did not go through', action: 'Fix the payment' },
      unread_messages: {
        title_one: '{{count}} new message from the records desk',
        title_other: '{{count}} new messages from the records desk',
        action: 'Read',
      },
      records_ready: {
        title_one: 'A new record is ready',
        title_other: '{{count}} new records are ready',
        action: 'View',
      },
      letters: { title: 'Your provider is late', action: 'Get the letters' },
      draft: {
        title: 'A request you have not sent yet',
        action: 'Resume',
        delete: 'Delete',
        deleteTitle: 'Delete this draft?',
        deleteBody: '{{title}} will be deleted. This cannot be undone.',
        deleteConfirm: 'Delete',
        deleteCancel: 'Keep it',
        deleted: '{{title}} was deleted.',
      },
    },
  },
  /** The language menu (login page, public pages, portal header); each language in its own name. */
  language: {
    label: 'Language',
  },
} as const;
