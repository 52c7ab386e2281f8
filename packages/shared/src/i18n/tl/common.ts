import type { PatientCatalog, Translation } from '../languages';

export const common: Translation<PatientCatalog['common']> = {
  /** Placeholders of typed dates: the spec's M/D/YYYY order, in the language's letters. */
  dateFormat: 'B/A/TTTT',
  cardExpiryFormat: 'BB/TT',
  appName: 'Portal ng Pasyente',
  logoAlt: 'Home ng Portal ng Pasyente',
  loading: 'Naglo-load…',
  back: 'Bumalik',
  save: 'I-save',
  cancel: 'Kanselahin',
  close: 'Isara',
  dismiss: 'Isara ang mensahe',
  submit: 'Ipadala',
  search: 'Maghanap',
  remove: 'Alisin',
  yes: 'Oo',
  no: 'Hindi',
  next: 'Susunod',
  comingSoon: 'Malapit nang maging available ang screen na ito.',
  ruleMet: '(tapos na)',
  ruleNotMet: '(hindi pa)',
  nav: {
    dashboard: 'Pangunahing Pahina',
    recordsAndForms: 'Mga Rekord at Pormularyo',
    dependents: 'Mga Dependent',
    favoriteProviders: 'Mga Paboritong Tagapagbigay-serbisyo',
    support: 'Tulong',
    provideFeedback: 'Magbigay ng Puna',
    mainNavigation: 'Pangunahing nabigasyon',
  },
  profileMenu: {
    label: 'Buksan ang menu ng profile',
    profile: 'Profile ko',
    subscription: 'Subscription ko',
    logout: 'Mag-log out',
  },
  mobileMenu: 'Ipakita o itago ang menu ng nabigasyon',
  skipToContent: 'Lumaktaw sa pangunahing nilalaman',
  session: {
    warningTitle: 'Nandiyan pa ba kayo?',
    warningBody: 'Para sa inyong seguridad, ila-log out kayo sa loob ng {{seconds}} segundo.',
    keepSignedIn: 'Oo, manatiling naka-log in',
    signOut: 'Hindi, i-log out ako',
    expiredTitle: 'Nag-expire na ang session',
    clickToLogin: 'Mag-log in',
  },
  reload: {
    title: 'I-reload ang pahina',
    confirm: 'I-reload',
  },
  dobBanner: {
    link: 'I-update ang inyong profile',
  },
  errorPage: {
    lastPage: 'Bumalik sa nakaraang pahina',
    login: 'Pumunta sa pag-log in',
    home: 'Pumunta sa pangunahing pahina',
    contact: 'Makipag-ugnayan sa amin',
    detail: 'Paumanhin po. Naiulat na ang problema sa aming team.',
  },
  notFound: {
    title: 'Hindi nakita ang pahina',
  },
  dashboard: {
    greeting: 'Maligayang pagdating, {{name}}',
    greetingNoName: 'Maligayang pagdating',
    intro:
      'Humiling ng inyong mga rekord medikal o sagutan ang mga pormularyo ng inyong tagapagbigay-serbisyo, at subaybayan dito ang bawat kahilingan.',
    startRecords: 'Humiling ng mga rekord medikal',
    startForms: 'Sagutan ang mga pormularyo ng tagapagbigay-serbisyo',
    recordsHint: 'Hanapin ang inyong tagapagbigay-serbisyo at hilingin ang inyong mga rekord.',
    formsHint: 'Sagutan ang mga pormularyong hinihingi ng inyong tagapagbigay-serbisyo.',
    track: 'Subaybayan ang inyong mga kahilingan',
    trackHint: 'Tingnan ang katayuan ng mga kahilingang naipadala ninyo.',
    find: 'Maghanap ng tagapagbigay-serbisyo',
    findHint:
      'Maghanap ayon sa estado at pangalan, o ng mga tagapagbigay-serbisyo na malapit sa inyo, saka piliin ang hihilingin.',
  },
  language: {
    label: 'Wika',
  },
};
