import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'Dapat taglay ng password ang:',
  rules: {
    min: 'Hindi bababa sa 8 character',
    upper: 'Isang malaking titik',
    number: 'Isang numero',
    lower: 'Isang maliit na titik',
    special: 'Isang espesyal na character',
  },
};
