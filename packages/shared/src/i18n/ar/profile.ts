import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'الملف الشخصي',
  details: 'بياناتك',
  fields: {
    name: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    organization: 'الجهة',
    dateOfBirth: 'تاريخ الميلاد',
    dateOfBirthHint: 'شهر/يوم/سنة',
  },
  save: 'حفظ',
  avatar: {
    alt: 'صورة ملفك الشخصي',
    none: 'لا توجد صورة للملف الشخصي بعد',
    change: 'تغيير الصورة',
    hint: 'JPEG أو PNG أو WebP أو GIF، بحجم 5 ميغابايت كحد أقصى.',
    uploaded: 'تم تحديث صورة الملف الشخصي',
  },
  password: {
    title: 'تغيير كلمة المرور',
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    save: 'حفظ',
    captchaLabel: 'أدخل الأحرف الظاهرة في الصورة',
    captchaImage:
      'صورة التحقق (CAPTCHA): اكتب الأحرف الثمانية التي تظهر فيها، أو أجب بدلًا من ذلك عن السؤال النصي أسفلها',
    captchaQuestionLabel: 'لا تستطيع رؤية الصورة؟ أجب عن هذا السؤال بدلًا منها:',
    captchaQuestion: 'اكتب بالترتيب الحرف الأول من كل كلمة من هذه الكلمات الإنجليزية: {{words}}.',
    captchaDigitsQuestion: 'اكتب بالترتيب أرقام هذه الأعداد: {{words}}.',
    captchaDigits: {
      0: 'صفر',
      1: 'واحد',
      2: 'اثنان',
      3: 'ثلاثة',
      4: 'أربعة',
      5: 'خمسة',
      6: 'ستة',
      7: 'سبعة',
      8: 'ثمانية',
      9: 'تسعة',
    },
    captchaRefresh: 'عرض صورة أخرى',
    captchaLoading: 'جارٍ تحميل رمز التحقق…',
  },
};
