import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'Mật khẩu phải có:',
  rules: {
    min: 'Tối thiểu 8 ký tự',
    upper: 'Một chữ cái viết hoa',
    number: 'Một chữ số',
    lower: 'Một chữ cái viết thường',
    special: 'Một ký tự đặc biệt',
  },
};
