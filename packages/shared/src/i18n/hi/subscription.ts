import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Store & Share सदस्यता',
  offer: {
    heading: 'अपने रिकॉर्ड Store & Share के साथ सुरक्षित रखें',
    body: 'रिकॉर्ड मिलने के बाद 30 दिनों तक उन्हें मुफ़्त में डाउनलोड किया जा सकता है। उसके बाद वे संग्रहीत (आर्काइव) कर दिए जाते हैं। Store & Share से आपको {{price}} प्रति माह में अपने रिकॉर्ड तक असीमित पहुँच और उन्हें साझा करने की सुविधा मिलती है।',
    download: 'मेरे रिकॉर्ड डाउनलोड करें',
    subscribe: '{{price}}/माह में सदस्यता लें',
  },
  steps: {
    card: 'भुगतान कार्ड',
    initials: 'आद्याक्षर',
    confirm: 'पुष्टि करें',
  },
  card: {
    heading: 'भुगतान के लिए कार्ड चुनें',
    next: 'जारी रखें',
  },
  initials: {
    heading: 'सहमति',
    agreement:
      'मैं सहमत हूँ कि जब तक मैं सदस्यता रद्द नहीं करता/करती, Store & Share सदस्यता के लिए मुझसे हर महीने {{price}} का शुल्क लिया जाए।',
    label: 'आपके नाम के आद्याक्षर',
    next: 'जारी रखें',
  },
  confirm: {
    heading: 'अपनी सदस्यता की पुष्टि करें',
    summary: '{{price}} प्रति माह, {{last4}} पर समाप्त होने वाले कार्ड से लिया जाएगा।',
    submit: 'सदस्यता की पुष्टि करें',
    back: 'वापस',
  },
  active: {
    heading: 'आपने Store & Share की सदस्यता ली हुई है',
    details: '{{price}} प्रति माह, {{last4}} पर समाप्त होने वाला कार्ड। अगला नवीनीकरण {{date}} को।',
    changeCard: 'कार्ड बदलें',
    saveCard: 'इस कार्ड का उपयोग करें',
    unsubscribe: 'सदस्यता रद्द करें',
    unsubscribeConfirm: 'Store & Share की सदस्यता रद्द करें? संग्रहीत रिकॉर्ड डाउनलोड करने के लिए नई सदस्यता लेनी होगी।',
    keep: 'सदस्यता जारी रखें',
  },
  records: {
    heading: 'आपके रिकॉर्ड',
    empty: 'अभी तक कोई रिकॉर्ड नहीं भेजा गया है।',
    download: '{{rid}} के रिकॉर्ड डाउनलोड करें',
    archived: 'संग्रहीत',
    available: 'उपलब्ध',
    delivered: '{{date}} को प्राप्त',
    offerTitle: 'सदस्यता आवश्यक है',
  },
  messages: {
    subscribed: 'आपकी सदस्यता शुरू हो गई है!',
    unsubscribed: 'आपकी सदस्यता रद्द कर दी गई है।',
    paymentMethodUpdated: 'भुगतान का तरीका सफलतापूर्वक बदल दिया गया!',
    lettersAndSpaces: 'केवल अक्षर और रिक्त स्थान (स्पेस) की अनुमति है।',
  },
};
