import type { PatientCatalog, Translation } from '../languages';

export const authorizations: Translation<PatientCatalog['authorizations']> = {
  upload: {
    choose: 'Pumili ng file',
    chosen: 'Na-upload: {{name}}',
    uploading: 'Ina-upload…',
    remove: 'Alisin ang {{name}}',
    download: 'I-download ang {{name}}',
    hint: 'Pinapayagan: {{types}}. Hanggang {{mb}} MB.',
  },
  govtId: {
    front: 'ID mula sa pamahalaan (harap)',
    back: 'ID mula sa pamahalaan (likod)',
    heading: 'ID mula sa pamahalaan',
  },
  supporting: {
    heading: 'Mga sumusuportang dokumento',
    add: 'Magdagdag ng sumusuportang dokumento',
    empty: 'Wala pang sumusuportang dokumento.',
  },
  patientForm: { heading: 'Pormularyo ng pasyente', label: 'Nasagutang pormularyo ng pasyente' },
  generalRelease: {
    heading: 'I-upload ang inyong awtorisasyon sa paglalabas ng impormasyon',
    label: 'Nilagdaang dokumento ng awtorisasyon sa paglalabas',
  },
  language: {
    label: 'Wika ng awtorisasyon',
    description: 'Basahin at lagdaan ang awtorisasyon sa isa sa mga wikang tinatanggap ng {{provider}}.',
  },
  sign: {
    pageTitle: 'Lagdaan ang awtorisasyon',
    signed: 'Nalagdaan na ang awtorisasyon.',
    download: 'I-download ang nilagdaang awtorisasyon',
    viewSent: 'Tingnan ang awtorisasyong ipapadala (PDF)',
    backToRequest: 'Bumalik sa kahilingan',
    missingRid: 'Hindi makita ang kahilingang ito.',
  },
  public: {
    hipaaTitle: 'Awtorisasyon sa ilalim ng HIPAA',
    hipaaIntro:
      'Hinihiling ng {{org}} na lagdaan ninyo ang isang awtorisasyon sa ilalim ng HIPAA upang mailabas ang inyong mga rekord medikal para sa inyong kahilingan. Mga dalawang minuto lamang ito.',
    hipaaIntroNoOrg:
      'Hinihiling sa inyo na lagdaan ang isang awtorisasyon sa ilalim ng HIPAA upang mailabas ang inyong mga rekord medikal para sa inyong kahilingan. Mga dalawang minuto lamang ito.',
    begin: 'Magsimula',
    requestedBy: 'Hiniling ni {{name}} (kahilingan {{rid}})',
    providerLine: 'Tagapagbigay-serbisyong maglalabas ng mga rekord: {{provider}}',
    readFirst:
      'Pakibasa ang awtorisasyon sa ibaba. Pagkapili ninyo ng Magsimula, hihingin sa inyo ang inyong pangalan, petsa ng kapanganakan, Social Security number (opsiyonal), lagda at mga larawan ng ID (opsiyonal).',
    textLanguage: 'Wika ng awtorisasyon',
    firstName: 'Pangalan',
    middleName: 'Gitnang pangalan',
    lastName: 'Apelyido',
    dob: 'Petsa ng kapanganakan (Buwan/Araw/Taon)',
    ssn: 'Social Security number (opsiyonal)',
    signName: 'I-type ang inyong buong pangalan bilang inyong lagda',
    idImages: 'Mga larawan ng ID mula sa pamahalaan (opsiyonal)',
    govtTitle: 'I-upload ang inyong ID mula sa pamahalaan',
    govtIntro: 'Magandang araw, {{name}}. Pakiupload ang harap at likod ng inyong ID mula sa pamahalaan.',
    formTitle: 'I-upload ang inyong pormularyo ng pasyente',
    formIntro: 'Magandang araw, {{name}}. Pakiupload ang inyong nasagutang pormularyo ng pasyente.',
    submit: 'Ipadala',
    submitting: 'Ipinapadala…',
    expiredTitle: 'Hindi na magagamit ang link na ito',
    nextSteps: 'Mga susunod na hakbang',
    createAccount: 'Gumawa ng Account',
    createAccountText:
      'Subaybayan ang inyong mga kahilingan at i-download ang inyong mga rekord kapag handa na ang mga ito.',
    subscribe: 'Mag-subscribe sa Store & Share',
    subscribeText:
      'Itago ang inyong mga rekord sa archive at ibahagi ang mga ito anumang oras gamit ang Store & Share.',
  },
};
