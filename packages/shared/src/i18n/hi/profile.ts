import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'प्रोफ़ाइल',
  details: 'आपका विवरण',
  fields: {
    name: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ईमेल',
    organization: 'संगठन',
    dateOfBirth: 'जन्म तिथि',
    dateOfBirthHint: 'M/D/YYYY (माह/दिन/वर्ष)',
  },
  save: 'सहेजें',
  avatar: {
    alt: 'आपकी प्रोफ़ाइल तस्वीर',
    none: 'अभी तक कोई प्रोफ़ाइल तस्वीर नहीं है',
    change: 'तस्वीर बदलें',
    hint: 'JPEG, PNG, WebP या GIF, अधिकतम 5 MB।',
    uploaded: 'प्रोफ़ाइल तस्वीर बदल दी गई',
  },
  password: {
    title: 'पासवर्ड बदलें',
    current: 'मौजूदा पासवर्ड',
    new: 'नया पासवर्ड',
    confirm: 'नए पासवर्ड की पुष्टि करें',
    save: 'सहेजें',
    captchaLabel: 'चित्र में दिखाए गए वर्ण दर्ज करें',
    captchaImage: 'CAPTCHA चित्र: इसमें दिखाए गए 8 वर्ण टाइप करें, या इसके बजाय नीचे दिए गए प्रश्न का उत्तर दें',
    captchaQuestionLabel: 'चित्र नहीं दिख रहा? इसके बजाय इस प्रश्न का उत्तर दें:',
    captchaQuestion: 'इन शब्दों में से हर शब्द का पहला अक्षर टाइप करें: {{words}}।',
    captchaDigitsQuestion: 'इन संख्याओं के अंक क्रम से टाइप करें: {{words}}।',
    captchaDigits: { 0: 'शून्य', 1: 'एक', 2: 'दो', 3: 'तीन', 4: 'चार', 5: 'पाँच', 6: 'छह', 7: 'सात', 8: 'आठ', 9: 'नौ' },
    captchaRefresh: 'दूसरा चित्र दिखाएँ',
    captchaLoading: 'CAPTCHA लोड हो रहा है…',
  },
};
