import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'La contraseña debe incluir:',
  rules: {
    min: 'Un mínimo de 8 caracteres',
    upper: 'Una letra mayúscula',
    number: 'Un número',
    lower: 'Una letra minúscula',
    special: 'Un carácter especial',
  },
};
