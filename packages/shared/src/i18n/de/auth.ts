import type { PatientCatalog, Translation } from '../languages';

export const auth: Translation<PatientCatalog['auth']> = {
  signInTitle: 'Melden Sie sich in Ihrem Patientenportal an',
  signUpTitle: 'Konto erstellen',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  confirmPassword: 'Passwort bestätigen',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dateOfBirth: 'Geburtsdatum (M/T/JJJJ, optional)',
  signIn: 'Anmelden',
  signInPasskey: 'Mit Passkey anmelden',
  signUp: 'Konto erstellen',
  noAccount: 'Neu hier?',
  createAccount: 'Ein Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
  forgot: 'Passwort vergessen?',
  forgotTitle: 'Passwort zurücksetzen',
  forgotIntro:
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  sendLink: 'Link zum Zurücksetzen senden',
  resetTitle: 'Neues Passwort festlegen',
  resetSubmit: 'Neues Passwort speichern',
  backToSignIn: 'Zurück zur Anmeldung',
  signedOut: 'Sie wurden abgemeldet.',
  signedOutIdle: 'Sie wurden nach 15 Minuten ohne Aktivität abgemeldet, um Ihre Gesundheitsdaten zu schützen.',
  sessionEnded: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
};
