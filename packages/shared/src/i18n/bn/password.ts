import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'পাসওয়ার্ডে যা থাকতে হবে:',
  rules: {
    min: 'কমপক্ষে 8টি অক্ষর',
    upper: 'একটি বড় হাতের ইংরেজি অক্ষর (A–Z)',
    number: 'একটি সংখ্যা',
    lower: 'একটি ছোট হাতের ইংরেজি অক্ষর (a–z)',
    special: 'একটি বিশেষ অক্ষর',
  },
};
