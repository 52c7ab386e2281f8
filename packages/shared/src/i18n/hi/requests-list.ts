import type { PatientCatalog, Translation } from '../languages';

export const requestsList: Translation<PatientCatalog['requestsList']> = {
  card: {
    provider: 'प्रदाता',
    patient: 'रोगी',
    form: 'फ़ॉर्म',
    datesOfService: 'सेवा की तिथियाँ',
    status: 'स्थिति',
    requestedOn: 'अनुरोध की तिथि',
    resumeDraft: 'ड्राफ़्ट पर काम जारी रखें',
    viewDetails: 'विवरण देखें',
    unreadMessages_one: '{{count}} अपठित संदेश',
    unreadMessages_other: '{{count}} अपठित संदेश',
    noProvider: 'अभी तक कोई प्रदाता नहीं चुना गया',
    lastSaved: 'ड्राफ़्ट, अंतिम बार {{date}} को सहेजा गया',
  },
  deleteDraft: {
    button: 'ड्राफ़्ट हटाएँ',
    title: 'क्या यह ड्राफ़्ट हटाना है?',
    body: '{{title}} और इसके साथ सहेजी गई हर चीज़ (हस्ताक्षरित प्राधिकरण, अपलोड किए गए दस्तावेज़) हटा दी जाएगी। इसे वापस नहीं लाया जा सकता।',
    confirm: 'ड्राफ़्ट हटाएँ',
    cancel: 'ड्राफ़्ट रखें',
    done: '{{title}} हटा दिया गया।',
  },
  title: {
    record: 'मेडिकल रिकॉर्ड {{rid}}',
    form: 'फ़ॉर्म अनुरोध {{rid}}',
  },
  status: {
    draft: 'ड्राफ़्ट',
    abandoned: 'छोड़ दिया गया',
    ordered: 'ऑर्डर किया गया',
    completed: 'पूरा हुआ',
    completed_archived: 'पूरा हुआ - संग्रहीत',
    closed_archived: 'बंद - संग्रहीत',
    awaiting_approval: 'आपकी स्वीकृति की प्रतीक्षा',
    waiting_on_patient: 'आपके जवाब की प्रतीक्षा',
    priced: 'शुल्क तय',
    extended: 'समय-सीमा बढ़ाई गई',
    revoked: 'प्राधिकरण रद्द किया गया',
  },
  dates: {
    all: 'सभी',
    between: '{{after}} से {{before}} के बीच',
    after: '{{after}} के बाद',
    before: '{{before}} से पहले',
  },
};
