import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: '비밀번호에 포함되어야 할 항목:',
  rules: {
    min: '최소 8자',
    upper: '영문 대문자 1자 이상',
    number: '숫자 1자 이상',
    lower: '영문 소문자 1자 이상',
    special: '특수 문자 1자 이상',
  },
};
