import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'Пароль должен содержать:',
  rules: {
    min: 'Не менее 8 символов',
    upper: 'Заглавную букву',
    number: 'Цифру',
    lower: 'Строчную букву',
    special: 'Специальный символ',
  },
};
