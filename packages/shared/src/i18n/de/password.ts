import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'Das Passwort muss Folgendes enthalten:',
  rules: {
    min: 'Mindestens 8 Zeichen',
    upper: 'Einen Großbuchstaben',
    number: 'Eine Ziffer',
    lower: 'Einen Kleinbuchstaben',
    special: 'Ein Sonderzeichen',
  },
};
