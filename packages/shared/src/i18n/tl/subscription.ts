import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Subscription sa Store & Share',
  offer: {
    heading: 'Itago ang inyong mga rekord sa Store & Share',
    body: 'Libreng i-download ang mga rekord sa loob ng 30 araw mula nang maihatid ang mga ito. Pagkatapos nito, inililipat ang mga ito sa archive. Sa Store & Share, walang limitasyon ang inyong access sa inyong mga rekord at sa pagbabahagi ng mga ito sa halagang {{price}} bawat buwan.',
    download: 'I-download ang aking mga rekord',
    subscribe: 'Mag-subscribe sa halagang {{price}}/buwan',
  },
  steps: { card: 'Card na pambayad', initials: 'Inisyal', confirm: 'Kumpirmahin' },
  card: { heading: 'Piliin ang card na gagamiting pambayad', next: 'Magpatuloy' },
  initials: {
    heading: 'Kasunduan',
    agreement:
      'Pumapayag akong singilin ng {{price}} buwan-buwan para sa subscription sa Store & Share hanggang sa ako ay mag-unsubscribe.',
    label: 'Inyong mga inisyal',
    next: 'Magpatuloy',
  },
  confirm: {
    heading: 'Kumpirmahin ang inyong subscription',
    summary: '{{price}} bawat buwan, sisingilin sa card na nagtatapos sa {{last4}}.',
    submit: 'Kumpirmahin ang subscription',
    back: 'Bumalik',
  },
  active: {
    heading: 'Naka-subscribe kayo sa Store & Share',
    details: '{{price}} bawat buwan, card na nagtatapos sa {{last4}}. Susunod na renewal sa {{date}}.',
    changeCard: 'Palitan ang card',
    saveCard: 'Gamitin ang card na ito',
    unsubscribe: 'Mag-unsubscribe',
    unsubscribeConfirm:
      'Mag-unsubscribe sa Store & Share? Kakailanganin ng bagong subscription para ma-download ang mga naka-archive na rekord.',
    keep: 'Panatilihin ang subscription',
  },
  records: {
    heading: 'Inyong mga rekord',
    empty: 'Wala pang naihahatid na rekord.',
    download: 'I-download ang mga rekord ng {{rid}}',
    archived: 'Naka-archive',
    available: 'Magagamit',
    delivered: 'Naihatid noong {{date}}',
    offerTitle: 'Kailangan ng subscription',
  },
  messages: {
    subscribed: 'Naka-subscribe na kayo!',
    unsubscribed: 'Hindi na kayo naka-subscribe.',
    paymentMethodUpdated: 'Matagumpay na na-update ang paraan ng pagbabayad!',
    lettersAndSpaces: 'Mga titik at espasyo lamang ang pinapayagan.',
  },
};
