import type { AuthorizationTexts } from './types';

export const tl: AuthorizationTexts = {
  languageName: 'Tagalog',
  dir: 'ltr',
  heading: 'Pakibasa at pirmahan ang awtorisasyon sa ibaba',
  subheading: 'Indibidwal na Elektronikong Porma ng Awtorisasyon sa Paglalabas ng Rekord',
  consent:
    'Pinahihintulutan ko ang {{provider}} na gamitin at ibunyag ang aking protektadong impormasyong pangkalusugan sa humihiling na nakapangalan sa kahilingang ito, kasama ang impormasyon tungkol sa mga sumusunod na sensitibong kategorya: {{categories}}.',
  allRecords:
    'Ilalabas ang lahat ng aking rekord, kasama ang anumang rekord tungkol sa mga sensitibong kategoryang nakalista sa itaas.',
  consentBase:
    'Pinahihintulutan ko ang {{provider}} na gamitin at ibunyag ang aking protektadong impormasyong pangkalusugan sa humihiling na nakapangalan sa kahilingang ito.',
  releaseSelected:
    'Ilalabas ang aking mga rekord, kasama ang mga rekord tungkol lamang sa mga sensitibong kategoryang ito: {{categories}}. Hindi ilalabas ang mga rekord tungkol sa anumang ibang sensitibong kategorya.',
  releaseNone:
    'Ilalabas ang aking mga rekord maliban sa mga rekord tungkol sa mga sumusunod na sensitibong kategorya, na hindi ilalabas: {{categories}}.',
  purpose: 'Layunin ng pagbubunyag: sa kahilingan ng pasyente o ng kanyang personal na kinatawan.',
  expiry:
    'Mawawalan ng bisa ang awtorisasyong ito isang taon matapos ang petsa ng paglagda, maliban kung bawiin ko ito nang mas maaga.',
  part2Notice:
    'Maaaring naglalaman ang aking mga rekord ng mga rekord ng pag-abuso sa alak at droga na protektado ng mga pederal na tuntunin sa pagiging kumpidensyal (42 CFR Part 2). Ipinagbabawal ng mga pederal na tuntunin ang anumang karagdagang pagbubunyag ng impormasyong ito maliban kung ito ay hayagang pinahihintulutan ng aking nakasulat na pahintulot.',
  fullName: 'Buong pangalan ng pasyente',
  initials: 'Inisyal',
  dob: 'Petsa ng kapanganakan ng pasyente',
  dobPlaceholder: 'Buwan/Araw/Taon',
  ssn: 'Social security number ng pasyente (opsyonal)',
  iAmThe: 'Ako ang',
  roles: {
    patient: 'Pasyente',
    guardian: 'Tagapag-alaga',
    power_of_attorney: 'Kinatawan ng Pasyente - Power of Attorney',
    next_of_kin: 'Pinakamalapit na Kamag-anak',
    deceased_patient: 'Namatay na Pasyente',
    executor_beneficiary: 'Tagapagpatupad/Benepisyaryo',
  },
  extraFields: {
    guardian: 'Buong pangalan ng may hawak ng power of attorney o ng tagapag-alaga',
    power_of_attorney: 'Buong pangalan ng may hawak ng power of attorney o ng tagapag-alaga',
    next_of_kin: 'Buong pangalan ng pinakamalapit na kamag-anak',
    deceased_patient: 'Buong pangalan ng kinatawan ng namatay na pasyente',
    executor_beneficiary: 'Buong pangalan ng tagapagpatupad o benepisyaryo',
  },
  sensitiveQuestion: 'Pinahihintulutan mo ba ang paglalabas ng sensitibong impormasyon?',
  sensitiveHint:
    'Piliin ang mga kategoryang maaaring ilabas. Ang hindi pagpili ng anumang kahon ay nangangahulugang Hindi.',
  sensitiveLegend: 'Sensitibong impormasyon',
  yes: 'Oo',
  no: 'Hindi',
  categories: {
    hiv_genetic: 'Pagsusuri sa HIV at/o AIDS at pagsusuring genetiko',
    alcohol_drug: 'Pag-abuso sa alak at/o droga',
    mental_health: 'Pagpapayo sa kalusugang pangkaisipan',
    psychiatric: 'Paggamot sa saykayatriya',
    domestic_violence: 'Karahasan/pang-aabuso sa tahanan',
    sexual_assault: 'Sekswal na pananakit/pang-aabuso',
    std: 'Mga sakit na naipapasa sa pakikipagtalik',
    child_abuse: 'Pang-aabuso/pagpapabaya sa bata',
  },
  adoptTitle: 'Gamitin ang Iyong Pirma',
  adoptSubtitle: 'Kumpirmahin ang iyong pangalan, inisyal at pirma.',
  drawSwitch: 'Iguhit ang aking pirma',
  typedLabel: 'I-type ang iyong pirma',
  drawHelp: 'Iguhit ang iyong pirma sa kahon gamit ang mouse, daliri o pen.',
  canvasLabel: 'Lugar na pagguguhitan ng pirma',
  previewLabel: 'Silipin ang pirma',
  dsMark: 'DL',
  dsMarkLabel: 'Digital na lagda',
  needStroke: 'Iguhit muna ang iyong pirma bago pumirma.',
  typeMode: 'I-type',
  drawMode: 'Iguhit',
  preview: 'Silipin',
  clear: 'Burahin',
  signedBy: 'Nilagdaan ni',
  adoptAndSign: 'Gamitin at Lumagda',
  closingNote:
    'Sa pagpili ng Gamitin at Lumagda, sumasang-ayon ako na ang pirmang ito at ang mga inisyal na ito ay ang elektronikong katumbas ng aking pirma at inisyal sa papel at panulat para sa lahat ng layunin, kasama ang mga kontratang may bisa sa batas. Hinihiling ko ang lahat ng available na rekord.',
  revocable:
    'Maaari kong bawiin ang awtorisasyong ito anumang oras, maliban kung ang impormasyon ay naibunyag na batay rito.',
  notConditioned: 'Ang aking paggamot ay hindi maaaring ibatay sa kung pipirmahan ko ang awtorisasyong ito.',
  withhold: 'Maaari kong sabihin kung aling impormasyon ang ayaw kong ilabas.',
  authority: 'Ang iyong awtoridad na kumilos para sa pasyente',
  authorityHint:
    'Halimbawa: magulang ng menor de edad na anak, tagapag-alagang itinalaga ng hukuman, o may hawak ng power of attorney para sa pangangalagang pangkalusugan.',
  previewPdf: 'I-preview ang PDF',
  previewOpen: 'Buksan ang preview sa bagong tab',
  revocation: {
    title: 'Pagbawi ng Awtorisasyon',
    statement:
      'Binabawi ko ang awtorisasyong nilagdaan ko para sa {{provider}} na gamitin at ibunyag ang protektadong impormasyong pangkalusugan ni {{patient}} para sa kahilingang {{rid}}. Wala nang impormasyong maaaring gamitin o ibunyag batay sa awtorisasyong iyon.',
    effect:
      'Hindi naaapektuhan ng pagbawing ito ang anumang hakbang na nagawa na batay sa awtorisasyon bago ito natanggap.',
    stopped: 'Itinigil ang kahilingan at hindi na ito ipoproseso.',
  },
  signedOn: 'Nilagdaan noong',
  document: {
    patient: 'Pasyente: {{name}}, petsa ng kapanganakan {{dob}}.',
    discloser: 'Sino ang maaaring magbunyag ng impormasyon: {{provider}}.',
    information: 'Impormasyong ibubunyag:',
    datesAll: 'Mga petsa ng serbisyo: lahat ng petsa.',
    datesBetween: 'Mga petsa ng serbisyo: mula {{from}} hanggang {{to}}.',
    datesAfter: 'Mga petsa ng serbisyo: mula {{from}} pataas.',
    datesBefore: 'Mga petsa ng serbisyo: hanggang {{to}}.',
    datesPending: 'Mga petsa ng serbisyo: kukumpletuhin mula sa mga sagot na ibibigay mo mamaya sa kahilingang ito.',
    pending: 'kukumpletuhin mula sa mga sagot na ibibigay mo mamaya sa kahilingang ito',
    recordTypes: 'Mga uri ng rekord: {{types}}.',
    form: 'Ang form ng provider: {{form}}.',
    sensitiveAll: 'Sensitibong impormasyong ilalabas: {{categories}}.',
    sensitiveIncluded: 'Sensitibong impormasyong ilalabas, at ito lamang: {{categories}}.',
    sensitiveExcluded: 'Sensitibong impormasyong HINDI ilalabas: {{categories}}.',
    recipientPortal:
      'Sino ang tatanggap ng impormasyon: {{name}}, para sa pasyente, sa pamamagitan ng account sa patient portal na {{email}} ({{how}}).',
    recipientFax: 'Sino ang tatanggap ng impormasyon: {{name}} ({{type}}), sa fax na {{fax}}.',
    recipientRequester: 'Sino ang tatanggap ng impormasyon: {{name}}, na humiling ng awtorisasyong ito.',
    recipientPending:
      'Sino ang tatanggap ng impormasyon: kukumpletuhin mula sa mga sagot na ibibigay mo mamaya sa kahilingang ito.',
    purpose: 'Layunin ng pagbubunyag: {{purpose}}.',
    purposePatient: 'sa kahilingan ng pasyente',
    expires: 'Mag-e-expire ang awtorisasyong ito sa {{date}}, maliban kung bawiin ito nang mas maaga.',
    representative:
      'Nilagdaan para sa pasyente ni {{name}} bilang {{role}}. Awtoridad na kumilos para sa pasyente: {{authority}}.',
    revoke:
      'Maaaring bawiin ang awtorisasyong ito anumang oras nang nakasulat: online gamit ang "Bawiin ang awtorisasyon" sa kahilingan sa patient portal, o sa pamamagitan ng nilagdaang liham sa provider. Hindi naaapektuhan ng pagbawi ang naibunyag na batay sa awtorisasyong ito.',
    notConditioned:
      'Ang paggamot, pagbabayad, pagpapatala at pagiging karapat-dapat sa benepisyo ay hindi nakadepende sa paglagda ng awtorisasyong ito.',
    redisclosure:
      'Ang impormasyong ibinunyag sa ilalim ng awtorisasyong ito ay maaaring ibunyag muli ng tumanggap at maaaring hindi na protektado ng mga pederal na patakaran sa privacy.',
    part2:
      'Maaaring naglalaman ang mga rekord ng mga rekord tungkol sa pag-abuso sa alak at droga na protektado ng mga pederal na patakaran sa pagiging kumpidensyal (42 CFR Part 2). Ipinagbabawal ng mga pederal na patakaran ang anumang karagdagang pagbubunyag ng impormasyong ito maliban kung tahasang pinahihintulutan ng nakasulat na pahintulot ng taong tinutukoy nito.',
    copy: 'Tatanggap ang lumagda ng kopya ng nilagdaang awtorisasyong ito: maaari itong i-download mula sa kahilingan sa patient portal.',
    esign:
      'Sumasang-ayon ang lumagda na ang elektronikong lagdang ito at ang mga inisyal na ito ay katumbas ng lagda at inisyal sa papel para sa lahat ng layunin, kabilang ang mga kontratang may bisa sa batas.',
  },
  messages: {
    required: 'Kinakailangan ang field na ito',
    invalidDate: 'Hindi wastong petsa',
    ssn: 'Maling Social Security Number',
    initialsTooLong: 'Dapat ay mas kaunti sa 20 character',
    lettersAndSpaces: 'Mga titik at espasyo lamang ang pinapayagan.',
    representativeRequired:
      'Lumalagda ka para sa ibang tao: piliin ang iyong tungkulin sa "Ako ang", at ibigay ang iyong pangalan at ang iyong awtoridad na kumilos para sa pasyente.',
  },
};
