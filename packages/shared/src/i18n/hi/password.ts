import type { PatientCatalog, Translation } from '../languages';

export const password: Translation<PatientCatalog['password']> = {
  title: 'पासवर्ड में ये होने चाहिए:',
  rules: {
    min: 'कम से कम 8 वर्ण',
    upper: 'एक बड़ा अंग्रेज़ी अक्षर (A–Z)',
    number: 'एक अंक',
    lower: 'एक छोटा अंग्रेज़ी अक्षर (a–z)',
    special: 'एक विशेष वर्ण',
  },
};
