import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'اشتراك Store & Share',
  offer: {
    heading: 'احتفظ بسجلاتك مع Store & Share',
    body: 'يمكن تنزيل السجلات مجانًا لمدة 30 يومًا بعد تسليمها، ثم تُؤرشف. يمنحك Store & Share وصولًا غير محدود إلى سجلاتك ومشاركتها مقابل {{price}} شهريًا.',
    download: 'تنزيل سجلاتي',
    subscribe: 'الاشتراك مقابل {{price}} شهريًا',
  },
  steps: { card: 'بطاقة الدفع', initials: 'الأحرف الأولى', confirm: 'التأكيد' },
  card: { heading: 'اختر البطاقة التي ستدفع بها', next: 'متابعة' },
  initials: {
    heading: 'الموافقة',
    agreement: 'أوافق على خصم {{price}} شهريًا مقابل اشتراك Store & Share إلى أن ألغي الاشتراك.',
    label: 'الأحرف الأولى من اسمك',
    next: 'متابعة',
  },
  confirm: {
    heading: 'أكّد اشتراكك',
    summary: '{{price}} شهريًا، تُخصم من البطاقة المنتهية بـ {{last4}}.',
    submit: 'تأكيد الاشتراك',
    back: 'رجوع',
  },
  active: {
    heading: 'أنت مشترك في Store & Share',
    details: '{{price}} شهريًا، البطاقة المنتهية بـ {{last4}}. التجديد القادم في {{date}}.',
    changeCard: 'تغيير البطاقة',
    saveCard: 'استخدام هذه البطاقة',
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribeConfirm: 'هل تريد إلغاء الاشتراك في Store & Share؟ ستحتاج إلى اشتراك جديد لتنزيل السجلات المؤرشفة.',
    keep: 'الإبقاء على الاشتراك',
  },
  records: {
    heading: 'سجلاتك',
    empty: 'لم يتم تسليم أي سجلات بعد.',
    download: 'تنزيل سجلات {{rid}}',
    archived: 'مؤرشف',
    available: 'متاح',
    delivered: 'تم التسليم في {{date}}',
    offerTitle: 'يلزم الاشتراك',
  },
  messages: {
    subscribed: 'أنت مشترك الآن!',
    unsubscribed: 'تم إلغاء اشتراكك.',
    paymentMethodUpdated: 'تم تحديث طريقة الدفع بنجاح!',
    lettersAndSpaces: 'يُسمح بالحروف والمسافات فقط.',
  },
};
