import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'সহায়তা',
  intro:
    'কোনো অনুরোধ, পোর্টাল বা আপনার অ্যাকাউন্ট নিয়ে প্রশ্ন আছে? আমাদের হেল্প ডেস্ককে জানান, আমরা ইমেইলের মাধ্যমে আপনাকে উত্তর দেব।',
  contactTitle: 'আমাদের সঙ্গে যোগাযোগ করুন',
  contactBody: 'আপনি এই ঠিকানাতেও লিখতে পারেন:',
  openForm: 'হেল্প ডেস্কে মতামত পাঠান',
  modalTitle: 'মতামত দিন',
  fields: {
    issue: 'সমস্যা',
    issuePlaceholder: 'সমস্যাটি বেছে নিন',
    title: 'শিরোনাম',
    comment: 'মন্তব্য',
  },
  pageCode: 'পেজ কোড: {{code}}',
  send: 'পাঠান',
  cancel: 'বাতিল করুন',
  issues: {
    'Application working slowly': 'অ্যাপ্লিকেশনটি ধীরে চলছে',
    'Application is no longer responding': 'অ্যাপ্লিকেশনটি আর সাড়া দিচ্ছে না',
    'Application is not functioning as expected': 'অ্যাপ্লিকেশনটি প্রত্যাশামতো কাজ করছে না',
    'I have a suggestion': 'আমার একটি পরামর্শ আছে',
    'Something else': 'অন্য কিছু',
  },
};
