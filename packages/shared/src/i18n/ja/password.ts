import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'パスワードには次を含めてください：',
  rules: {
    min: '8文字以上',
    upper: '英大文字を1文字以上',
    number: '数字を1文字以上',
    lower: '英小文字を1文字以上',
    special: '記号を1文字以上',
  },
};
