import type { PatientCatalog, Translation } from '../languages';

export const common: Translation<PatientCatalog['common']> = {
  /** Placeholders of typed dates: the spec's M/D/YYYY order, in the language's letters. */
  dateFormat: 'M/T/JJJJ',
  cardExpiryFormat: 'MM/JJ',
  appName: 'Patientenportal',
  logoAlt: 'Startseite des Patientenportals',
  loading: 'Wird geladen…',
  back: 'Zurück',
  save: 'Speichern',
  cancel: 'Abbrechen',
  close: 'Schließen',
  dismiss: 'Ausblenden',
  submit: 'Absenden',
  search: 'Suchen',
  remove: 'Entfernen',
  yes: 'Ja',
  no: 'Nein',
  next: 'Weiter',
  comingSoon: 'Diese Seite ist bald verfügbar.',
  ruleMet: '(erfüllt)',
  ruleNotMet: '(noch nicht)',
  nav: {
    dashboard: 'Übersicht',
    recordsAndForms: 'Unterlagen & Formulare',
    dependents: 'Angehörige',
    favoriteProviders: 'Bevorzugte Leistungserbringer',
    support: 'Hilfe',
    provideFeedback: 'Feedback geben',
    mainNavigation: 'Hauptnavigation',
  },
  profileMenu: {
    label: 'Profilmenü öffnen',
    profile: 'Profil',
    subscription: 'Abonnement',
    logout: 'Abmelden',
  },
  mobileMenu: 'Navigationsmenü ein- oder ausblenden',
  skipToContent: 'Zum Hauptinhalt springen',
  session: {
    warningTitle: 'Sind Sie noch da?',
    warningBody: 'Zu Ihrer Sicherheit werden Sie in {{seconds}} Sekunden abgemeldet.',
    keepSignedIn: 'Ja, angemeldet bleiben',
    signOut: 'Nein, abmelden',
    expiredTitle: 'Sitzung abgelaufen',
    clickToLogin: 'Hier klicken, um sich anzumelden',
  },
  reload: {
    title: 'Seite neu laden',
    confirm: 'Neu laden',
  },
  dobBanner: {
    link: 'Profil aktualisieren',
  },
  errorPage: {
    lastPage: 'Zurück zur vorherigen Seite',
    login: 'Zur Anmeldung',
    home: 'Zur Startseite',
    contact: 'Kontakt',
    detail: 'Das tut uns leid. Das Problem wurde unserem Team gemeldet.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
  },
  dashboard: {
    greeting: 'Willkommen, {{name}}',
    greetingNoName: 'Willkommen',
    intro:
      'Fordern Sie Ihre medizinischen Unterlagen an oder füllen Sie die Formulare eines Leistungserbringers aus – und verfolgen Sie hier jede Anfrage.',
    startRecords: 'Medizinische Unterlagen anfordern',
    startForms: 'Formulare des Leistungserbringers ausfüllen',
    recordsHint: 'Suchen Sie Ihren Leistungserbringer und fordern Sie Ihre Unterlagen an.',
    formsHint: 'Füllen Sie die Formulare aus, die Ihr Leistungserbringer benötigt.',
    track: 'Ihre Anfragen verfolgen',
    trackHint: 'Sehen Sie den Stand Ihrer gesendeten Anfragen.',
    find: 'Leistungserbringer suchen',
    findHint:
      'Suchen Sie nach Bundesstaat und Name oder nach Leistungserbringern in Ihrer Nähe und wählen Sie dann aus, was Sie anfordern möchten.',
  },
  language: {
    label: 'Sprache',
  },
};
