import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: '密码必须包含：',
  rules: {
    min: '至少 8 个字符',
    upper: '一个大写字母',
    number: '一个数字',
    lower: '一个小写字母',
    special: '一个特殊字符',
  },
};
