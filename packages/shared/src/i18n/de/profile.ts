import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'Profil',
  details: 'Ihre Angaben',
  fields: {
    name: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    organization: 'Organisation',
    dateOfBirth: 'Geburtsdatum',
    dateOfBirthHint: 'M/T/JJJJ',
  },
  save: 'Speichern',
  avatar: {
    alt: 'Ihr Profilbild',
    none: 'Noch kein Profilbild',
    change: 'Bild ändern',
    hint: 'JPEG, PNG, WebP oder GIF, höchstens 5 MB.',
    uploaded: 'Profilbild aktualisiert',
  },
  password: {
    title: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    save: 'Speichern',
    captchaLabel: 'Geben Sie die Zeichen aus dem Bild ein',
    captchaImage:
      'CAPTCHA-Bild: Geben Sie die 8 angezeigten Zeichen ein oder beantworten Sie stattdessen die Textfrage darunter',
    captchaQuestionLabel: 'Sie können das Bild nicht sehen? Beantworten Sie stattdessen diese Frage:',
    captchaQuestion: 'Geben Sie den ersten Buchstaben jedes dieser Wörter ein: {{words}}.',
    captchaDigitsQuestion: 'Geben Sie der Reihe nach die Ziffern dieser Zahlen ein: {{words}}.',
    captchaDigits: {
      0: 'null',
      1: 'eins',
      2: 'zwei',
      3: 'drei',
      4: 'vier',
      5: 'fünf',
      6: 'sechs',
      7: 'sieben',
      8: 'acht',
      9: 'neun',
    },
    captchaRefresh: 'Anderes Bild anzeigen',
    captchaLoading: 'CAPTCHA wird geladen…',
  },
};
