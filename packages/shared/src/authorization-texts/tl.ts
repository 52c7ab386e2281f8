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
  part2Notice:
    'Maaaring naglalaman ang aking mga rekord ng mga rekord ng pag-abuso sa alak at droga na protektado ng mga pederal na tuntunin sa pagiging kumpidensyal (42 CFR Part 2). Ipinagbabawal ng mga pederal na tuntunin ang anumang karagdagang pagbubunyag ng impormasyong ito maliban kung ito ay hayagang pinahihintulutan ng aking nakasulat na pahintulot.',
  fullName: 'Buong pangalan ng pasyente',
  initials: 'Inisyal',
  dob: 'Petsa ng kapanganakan ng pasyente',
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
  sensitiveHint: 'Piliin ang mga kategoryang maaaring ilabas. Ang hindi pagpili ng anumang kahon ay nangangahulugang Hindi.',
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
  signedOn: 'Nilagdaan noong',
};
