import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'يجب أن تحتوي كلمة المرور على:',
  rules: {
    min: '8 أحرف على الأقل',
    upper: 'حرف لاتيني كبير',
    number: 'رقم',
    lower: 'حرف لاتيني صغير',
    special: 'رمز خاص',
  },
};
