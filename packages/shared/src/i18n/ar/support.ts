import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'المساعدة',
  intro: 'هل لديك أسئلة عن طلب أو عن البوابة أو عن حسابك؟ اكتب إلى مكتب المساعدة وسنرد عليك عبر البريد الإلكتروني.',
  contactTitle: 'اتصل بنا',
  contactBody: 'يمكنك أيضًا الكتابة إلى',
  openForm: 'إرسال ملاحظات إلى مكتب المساعدة',
  modalTitle: 'إرسال ملاحظات',
  fields: {
    issue: 'المشكلة',
    issuePlaceholder: 'اختر المشكلة',
    title: 'العنوان',
    comment: 'التعليق',
  },
  pageCode: 'رمز الصفحة: {{code}}',
  send: 'إرسال',
  cancel: 'إلغاء',
  issues: {
    'Application working slowly': 'التطبيق يعمل ببطء',
    'Application is no longer responding': 'التطبيق لم يعد يستجيب',
    'Application is not functioning as expected': 'التطبيق لا يعمل كما هو متوقع',
    'I have a suggestion': 'لدي اقتراح',
    'Something else': 'شيء آخر',
  },
};
