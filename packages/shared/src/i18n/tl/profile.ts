import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'Profile ko',
  details: 'Inyong mga detalye',
  fields: {
    name: 'Pangalan',
    lastName: 'Apelyido',
    email: 'E-mail',
    organization: 'Organisasyon',
    dateOfBirth: 'Petsa ng kapanganakan',
    dateOfBirthHint: 'Buwan/Araw/Taon',
  },
  save: 'I-save',
  avatar: {
    alt: 'Inyong larawan sa profile',
    none: 'Wala pang larawan sa profile',
    change: 'Palitan ang larawan',
    hint: 'JPEG, PNG, WebP o GIF, hanggang 5 MB.',
    uploaded: 'Na-update ang larawan sa profile',
  },
  password: {
    title: 'Palitan ang password',
    current: 'Kasalukuyang password',
    new: 'Bagong password',
    confirm: 'Kumpirmahin ang bagong password',
    save: 'I-save',
    captchaLabel: 'Ilagay ang mga character na nakikita sa larawan',
    captchaImage:
      'Larawan ng CAPTCHA: i-type ang 8 character na ipinapakita nito, o sagutin na lang ang tanong sa ibaba nito',
    captchaQuestionLabel: 'Hindi makita ang larawan? Sagutin na lang ito:',
    captchaQuestion: 'I-type ang unang titik ng bawat isa sa mga salitang ito: {{words}}.',
    captchaDigitsQuestion: 'I-type nang sunod-sunod ang mga digit ng mga numerong ito: {{words}}.',
    captchaDigits: {
      0: 'sero',
      1: 'isa',
      2: 'dalawa',
      3: 'tatlo',
      4: 'apat',
      5: 'lima',
      6: 'anim',
      7: 'pito',
      8: 'walo',
      9: 'siyam',
    },
    captchaRefresh: 'Magpakita ng ibang larawan',
    captchaLoading: 'Nilo-load ang CAPTCHA…',
  },
};
