import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'सहायता',
  intro: 'किसी अनुरोध, पोर्टल या अपने खाते के बारे में कोई प्रश्न है? हमारे हेल्प डेस्क को बताएँ, हम आपको ईमेल से जवाब देंगे।',
  contactTitle: 'हमसे संपर्क करें',
  contactBody: 'आप इस पते पर भी लिख सकते हैं:',
  openForm: 'हेल्प डेस्क को अपनी प्रतिक्रिया भेजें',
  modalTitle: 'सुझाव/प्रतिक्रिया दें',
  fields: {
    issue: 'समस्या',
    issuePlaceholder: 'समस्या चुनें',
    title: 'शीर्षक',
    comment: 'टिप्पणी',
  },
  pageCode: 'पेज कोड: {{code}}',
  send: 'भेजें',
  cancel: 'रद्द करें',
  issues: {
    'Application working slowly': 'एप्लिकेशन धीमा चल रहा है',
    'Application is no longer responding': 'एप्लिकेशन काम नहीं कर रहा (प्रतिक्रिया नहीं दे रहा)',
    'Application is not functioning as expected': 'एप्लिकेशन अपेक्षा के अनुसार काम नहीं कर रहा',
    'I have a suggestion': 'मेरा एक सुझाव है',
    'Something else': 'कुछ और',
  },
};
