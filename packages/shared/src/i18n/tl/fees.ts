/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: 'Batayan ng bayad',
    patient_access: 'Sarili ninyong pag-access sa inyong mga rekord',
    third_party: 'Awtorisasyon na ipadala ang inyong mga rekord sa ikatlong partido',
    patient_accessText:
      'Karapatan sa pag-access ng HIPAA (45 CFR 164.524): makatwirang bayad lamang na batay sa gastos ng kopya ang maaaring singilin ng provider (paggawa ng kopya, mga gamit at selyo).',
    flatFeeApplied:
      'Ito ay elektronikong kopya ng mga rekord na nakatago nang elektroniko, pasok sa flat fee na {{amount}} na pinapayagan ng HIPAA, kasama na ang lahat ng gastos.',
    third_partyText:
      'Ang inyong awtorisasyon na ipadala ang mga rekord sa ibang tao (45 CFR 164.508): hindi saklaw ng mga limitasyon sa bayad ng karapatan sa pag-access, at ang listahan ng bayad ng provider ang gagamitin.',
    rule: 'Awtorisasyon sa ikatlong partido ang kahilingan kapag ang mga rekord ay ifa-fax sa tatanggap na hindi kayo; kung hindi, ito ay sarili ninyong pag-access.',
  },
  breakdown: {
    total: 'Kabuuan',
    authorizedWas: 'Ang in-awtorisa mo ay {{amount}}.',
    reason: 'Dahilan: {{reason}}',
    title: 'Mga bayad',
    estimate: 'Tantiya noong ipinadala ang kahilingan',
    authorized: 'Pinahintulutan ninyo',
    price: 'Presyo ng provider',
  },
  approval: {
    newTotal: 'Bagong kabuuan',
    title: 'Kailangan ng inyong pag-apruba ang bagong presyo',
    body: 'Itinakda ng provider ang presyo ng kahilingang ito sa {{amount}}, higit sa {{authorized}} na pinahintulutan ninyo. Walang karagdagang sisingilin maliban kung aaprubahan ninyo ito.',
    approve: 'Aprubahan ang {{amount}}',
    decline: 'Tanggihan',
    declineTitle: 'Tanggihan ang bagong presyo?',
    declineBody:
      'Ang pagtanggi ay magsasara ng kahilingan at magpapalaya sa hold sa inyong card. Pakisabi sa provider ang dahilan.',
    reason: 'Dahilan',
    declineConfirm: 'Tanggihan at isara ang kahilingan',
    approved: 'Naaprubahan ang presyo. Itutuloy ng records team ang inyong kahilingan.',
    declined: 'Tinanggihan ang presyo. Sarado na ang kahilingan at napalaya na ang hold sa inyong card.',
  },
  noRecords: {
    title: 'Walang nakitang rekord',
    body: 'Walang nakitang rekord ang provider para sa kahilingang ito at isinara ito. Wala kayong babayaran: napalaya na ang anumang hold sa inyong card at naibalik ang anumang bayad.',
    signed: 'Nilagdaan ni {{name}} noong {{date}}',
    download: 'I-download ang nilagdaang pahayag (PDF)',
  },
} as const;
