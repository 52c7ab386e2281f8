import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'Le mot de passe doit contenir :',
  rules: {
    min: 'Au moins 8 caractères',
    upper: 'Une lettre majuscule',
    number: 'Un chiffre',
    lower: 'Une lettre minuscule',
    special: 'Un caractère spécial',
  },
};
