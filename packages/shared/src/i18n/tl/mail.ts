import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** Mga e-mail at liham sa Tagalog (sa server lamang). */
export const mail: Translation<MailCatalog> = {
  greeting: 'Kumusta {{name}},',
  privacy: 'Para sa iyong privacy, walang anumang impormasyong pangkalusugan sa e-mail na ito.',
  signInToSee: 'Mag-sign in sa Patient Portal para makita ang mga detalye:',
  welcome: {
    subject: 'Maligayang pagdating sa Patient Portal',
    ready: 'Handa na ang iyong Patient Portal account para sa {{email}}.',
    next: 'Maaari mo nang hanapin ang iyong mga healthcare provider, humiling ng iyong mga medikal na rekord o sagutan ang kanilang mga form, at subaybayan ang bawat kahilingan dito:',
    notYou: 'Kung hindi ikaw ang gumawa ng account na ito, sumagot sa e-mail na ito at isasara namin ito.',
  },
  receipt: {
    subject: 'Natanggap namin ang iyong kahilingan {{rid}}',
    paymentNeededSubject: 'Kailangan ng bayad para sa iyong kahilingang {{rid}}',
    body: {
      Record: 'Salamat. Natanggap namin ang iyong kahilingan para sa mga rekord {{rid}} noong {{date}}.',
      Form: 'Salamat. Natanggap namin ang iyong kahilingan para sa mga form {{rid}} noong {{date}}.',
    },
    payment: {
      card: 'Awtorisado ang iyong card para sa tinantiyang halaga; sisingilin lamang ito kapag nakumpleto ang kahilingan.',
      check: 'Pinili mong magbayad gamit ang tseke: aasikasuhin ang kahilingan kapag natanggap na ang tseke.',
      free: 'Walang singil ang provider na ito para sa kahilingang ito.',
      failed:
        'Kailangan ng bayad: hindi nasingil ang iyong card, kaya hindi pa masisimulan ng records desk ang kahilingang ito. Buksan ang kahilingan at piliin ang "Subukang muli" gamit ang ibang card, o magbayad sa tseke.',
    },
    later: 'Mag-e-e-mail kami sa iyo kapag nagbago ang status nito.',
    authorization:
      'Ang iyong nilagdaang awtorisasyon ay nakatago kasama ng kahilingang ito: maaari mong i-download ang iyong kopya (PDF) mula sa kahilingan, sa link sa ibaba.',
  },
  refund: {
    subject: {
      approved: 'Inaprubahan ang iyong kahilingan sa refund para sa {{rid}}',
      denied: 'Tinanggihan ang iyong kahilingan sa refund para sa {{rid}}',
      refunded: 'Naibalik na ang pera ng iyong kahilingan sa refund para sa {{rid}}',
    },
    body: {
      approved:
        'Inaprubahan ang iyong kahilingan sa refund na {{amount}} para sa kahilingan {{rid}}. Mag-e-e-mail kaming muli kapag naibalik na ang pera.',
      denied: 'Tinanggihan ang iyong kahilingan sa refund na {{amount}} para sa kahilingan {{rid}}.',
      refunded:
        'Naibalik na namin ang {{amount}} para sa kahilingan {{rid}} sa iyong orihinal na paraan ng pagbabayad. Depende sa iyong bangko, maaaring abutin ng 5 hanggang 10 araw ng negosyo bago ito lumabas.',
    },
  },
  helpDesk: {
    subject: 'Natanggap namin ang iyong mensahe sa help desk',
    received:
      'Salamat sa pagsulat sa help desk ng Patient Portal. Ang iyong mensahe ay tiket {{ticket}} (code ng pahina {{page}}).',
    reply:
      'Sasagutin ka ng aming help desk sa e-mail address na ito. Pakitago ang numero ng tiket kung susulat kang muli.',
  },
  status: {
    subject: 'Na-update ang iyong kahilingan {{rid}}',
    body: 'Ang status ng iyong kahilingan {{rid}} ngayon ay: {{status}}.',
  },
  chat: {
    subject: 'Bagong mensahe tungkol sa iyong kahilingan {{rid}}',
    body: 'Nagpadala sa iyo ang records team ng mensahe tungkol sa iyong kahilingan {{rid}}.',
  },
  ready: {
    subject: {
      Record: 'Handa na ang iyong mga rekord para sa kahilingan {{rid}}',
      Form: 'Handa na ang iyong nakumpletong form para sa kahilingan {{rid}}',
    },
    body: {
      Record:
        'Handa na ang iyong mga rekord para sa kahilingan {{rid}}. Libre ang pag-download sa loob ng 30 araw; pagkatapos nito, ia-archive ang mga file at kakailanganin ang subscription sa Store & Share.',
      Form: 'Handa na ang iyong nakumpletong form para sa kahilingan {{rid}}. Libre ang pag-download sa loob ng 30 araw; pagkatapos nito, ia-archive ang mga file at kakailanganin ang subscription sa Store & Share.',
    },
  },
  priceRaise: {
    subject: 'Ang iyong kahilingan {{rid}}: kailangan ng bagong presyo ang iyong pag-apruba',
    body: 'Itinakda ng provider ang presyo ng iyong kahilingan {{rid}} sa {{amount}}, mas mataas kaysa sa iyong pinahintulutan nang ipadala mo ito.',
    reason: 'Ang dahilan ng provider: {{reason}}',
    nothing:
      "Walang karagdagang sisingilin hangga't hindi mo inaaprubahan ang bagong presyo. Maaari mo itong aprubahan, o tanggihan nang may dahilan, na magsasara sa kahilingan at magpapalaya sa hold sa iyong card.",
    cta: 'Mag-sign in upang aprubahan o tanggihan:',
    more: 'higit pa roon',
  },
  noRecords: {
    subject: 'Walang nahanap na rekord para sa iyong kahilingan {{rid}}',
    body: 'Walang nahanap na rekord ang provider para sa iyong kahilingan {{rid}} at isinara na ito. Wala kang babayaran: pinalaya na ang anumang hold sa iyong card at ibinalik ang anumang bayad.',
    statement: 'Nasa iyong kahilingan ang nilagdaang pahayag ng provider.',
    cta: 'Mag-sign in upang i-download ito:',
  },
  revoked: {
    subject: 'Binawi ninyo ang awtorisasyon para sa kahilingang {{rid}}',
    body: 'Natanggap namin ang inyong nilagdaang pagbawi ng awtorisasyon para sa kahilingang {{rid}}. Itinigil ang kahilingan at hindi na ito ipoproseso, inilabas na ang anumang hold sa inyong card, at naabisuhan na ang team ng mga rekord.',
    effect: 'Hindi naaapektuhan ng pagbawi ang anumang nagawa na batay sa awtorisasyon bago ito natanggap.',
    cta: 'Mag-sign in para i-download ang nilagdaang pagbawi:',
  },
  deadline:
    'Binibigyan ng batas (HIPAA) ang provider hanggang {{date}} para sagutin ang iyong kahilingan (araw {{day}} ng {{limit}} ngayon).',
  waiting: {
    subject: 'Naghihintay sa iyo ang iyong kahilingan {{rid}}',
    body: 'May kailangan ang records team mula sa iyo bago nila maituloy ang iyong kahilingan {{rid}}.',
    cta: 'Mag-sign in para makita kung ano ang kailangan at i-upload ito o sumagot:',
  },
  extended: {
    subject: 'Pinalawig ng provider ang deadline ng iyong kahilingan {{rid}}',
    body: 'Ginamit ng provider ang iisang extension na pinapayagan ng batas (HIPAA) para sa iyong kahilingan {{rid}}: sasagot sila nang hindi lalampas sa {{date}} (araw {{day}} ng {{limit}} ngayon).',
    reason: 'Nasa iyong kahilingan ang dahilang ibinigay nila.',
    cta: 'Mag-sign in para mabasa ito:',
  },
  overdue: {
    subject: 'Lampas na sa legal na deadline ang iyong kahilingan {{rid}}',
    body: 'Lampas na sa legal na deadline ang iyong kahilingan {{rid}}: binigyan ng batas (HIPAA) ang provider hanggang {{date}} para sumagot, at ngayon ay araw {{day}} ng {{limit}}.',
    letters:
      'May dalawang nakahandang liham na ngayon ang iyong kahilingan: isang paalala sa provider na bumabanggit sa iyong karapatang makakuha ng access, at isang reklamo sa Office for Civil Rights ng HHS na maaari mong ihain nang mag-isa.',
    cta: 'Mag-sign in para i-download ang mga ito:',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: 'Nagbago ang mga setting ng pag-sign in sa iyong Patient Portal',
    added: 'May idinagdag na pangalawang factor sa iyong account: {{name}}.',
    removed: 'May inalis na pangalawang factor sa iyong account: {{name}}.',
    codes: 'Gumawa ng bagong set ng recovery code para sa iyong account. Hindi na gumagana ang mga lumang code.',
    codeUsed: 'May ginamit na recovery code para mag-sign in sa iyong account. {{left}} code na lang ang natitira.',
    notYou: 'Kung hindi ikaw ito, i-reset agad ang iyong password gamit ang link na ito at makipag-ugnayan sa amin:',
    recoveryLinkSubject: 'Alisin ang pangalawang factor ng iyong account sa Patient Portal',
    recoveryLinkBody:
      'Sinabi mong nawala ang lahat ng pangalawang factor ng iyong account. Para simulang alisin ang mga ito, buksan ang link na ito sa loob ng isang oras. Inaalis lamang ang mga ito pagkatapos ng panahon ng paghihintay, at susulatan ka namin bago iyon:',
    recoveryLinkIgnore:
      'Kung hindi ikaw iyon, huwag pansinin ang mensaheng ito at palitan ang iyong password: may ibang nakakaalam nito.',
    recoveryStarted:
      'Sinimulan ang isang kahilingang alisin ang lahat ng pangalawang factor sa iyong account. Maliban kung kanselahin, maaari na itong alisin pagkatapos ng {{date}}.',
    recoveryCancelLine: 'Kung hindi ikaw iyon, kanselahin ito sa isang click:',
    recoveryFinishLine:
      'Kung ikaw iyon: pagkatapos ng oras na iyon, buksan ang link na ito at ilagay ang iyong password para alisin ang mga ito at mag-set up ng bago:',
    recoveryCancelled:
      'Kinansela ang kahilingang alisin ang iyong mga pangalawang factor. Gumagana pa rin ang iyong mga pangalawang factor.',
    recoveryRemoved:
      'Inalis ang iyong pangalawang factor pagkatapos ng panahon ng paghihintay, gaya ng hiniling. Mag-set up ng bago sa susunod mong pag-sign in.',
  },
  passwordReset: {
    subject: 'I-reset ang iyong password sa Patient Portal',
    body: 'Gamitin ang link na ito sa loob ng isang oras para pumili ng bagong password:',
    ignore: 'Kung hindi mo ito hiniling, maaari mong balewalain ang mensaheng ito.',
  },
  link: {
    subject: {
      govt: 'I-upload ang iyong ID na mula sa gobyerno',
      patient: 'I-upload ang iyong patient form',
      hipaa: 'Pirmahan ang iyong HIPAA authorization',
    },
    body: 'Gamitin ang link na ito sa loob ng 7 araw para ituloy ang kahilingan {{rid}}. Isang beses lang ito gagana.',
  },
  share: {
    subject: 'Nagbahagi si {{sharer}} ng mga rekord sa iyo',
    body: 'Nagbahagi si {{sharer}} ng mga rekord sa iyo sa pamamagitan ng Patient Portal hanggang {{date}}.',
    open: 'Buksan ang mga ito rito:',
    code: 'Kakailanganin mo ang access code na hiwalay na ibibigay sa iyo ni {{name}}, at ang petsa ng kapanganakan ng pasyente.',
  },
  letters: {
    theProvider: 'ang provider',
    fax: 'numero ng fax {{fax}}',
    phone: 'telepono {{phone}}',
    reminder: {
      title: 'Paalala: kahilingan para sa access sa mga rekord pangkalusugan',
      to: 'Para kay/sa: {{recipient}}',
      re: 'Tungkol sa: Ang aking kahilingan para sa access sa aking mga rekord pangkalusugan, kahilingan {{rid}}. Pasyente: {{patient}}.',
      reBorn:
        'Tungkol sa: Ang aking kahilingan para sa access sa aking mga rekord pangkalusugan, kahilingan {{rid}}. Pasyente: {{patient}}, ipinanganak noong {{dob}}.',
      dear: 'Mahal na Records Department,',
      asked:
        'Humiling ako sa inyo ng kopya ng aking mga rekord pangkalusugan noong {{received}}. Ayon sa HIPAA Privacy Rule (45 CFR 164.524(b)(2)), dapat ninyong aksyunan ang kahilingan para sa access nang hindi lalampas sa 30 araw sa kalendaryo mula nang matanggap ito. {{deadline}} Ngayon ay araw {{day}}, at hindi ko pa natatanggap ang aking mga rekord o isang nakasulat na pagtanggi.',
      extended:
        'Pinalawig ninyo ang deadline na iyon nang isang beses, noong {{date}}, nang {{days}} araw ("{{reason}}"), gaya ng pinapayagan ng 45 CFR 164.524(b)(2)(ii), hanggang {{due}}.',
      due: 'Iyon ay {{due}}.',
      please:
        'Pakipadala na ngayon ang aking mga rekord, sa anyo at format na hiniling ko, o sabihin sa akin nang nakasulat kung bakit ninyo tinatanggihan ang aking kahilingan, gaya ng hinihingi ng 45 CFR 164.524(d). Ang bayad para sa sarili kong kopya ay dapat makatwiran at batay lamang sa gastos (45 CFR 164.524(c)(4)).',
      complain:
        'Kung hindi ako makatanggap ng sagot, maaari akong maghain ng reklamo sa U.S. Department of Health and Human Services, Office for Civil Rights.',
      sincerely: 'Lubos na gumagalang,',
      forPatient: '{{name}} (para kay {{patient}})',
    },
    complaint: {
      title: 'Reklamo tungkol sa privacy ng impormasyong pangkalusugan: karapatan sa access',
      intro:
        'Inihanda para ihain sa U.S. Department of Health and Human Services, Office for Civil Rights (OCR). Ikaw mismo ang maghahain: online sa https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, o sa pamamagitan ng koreo o e-mail sa iyong regional office ng OCR (OCRComplaint@hhs.gov). Dapat ihain ang reklamo sa loob ng 180 araw mula nang malaman mo ang problema (45 CFR 160.306(b)(3)).',
      filer: 'Taong naghahain ng reklamo',
      filerFor: '{{name}}, {{email}} — para sa pasyenteng si {{patient}}',
      entity: 'Covered entity na inirereklamo',
      happened: 'Ano ang nangyari',
      asked:
        'Noong {{received}}, humiling ako sa {{provider}} ng kopya ng mga rekord pangkalusugan ni {{patient}} (kahilingan {{rid}}). Ayon sa 45 CFR 164.524(b)(2), kailangang umaksyon ang provider sa loob ng 30 araw sa kalendaryo. {{deadline}} Hanggang {{today}} (araw {{day}}), hindi ko pa natatanggap ang mga rekord o isang nakasulat na pagtanggi. Naniniwala akong nilalabag nito ang aking karapatan sa access sa ilalim ng 45 CFR 164.524.',
      extended: 'Pinalawig nito ang deadline nang isang beses, noong {{date}}, hanggang {{due}}.',
      due: 'Ang deadline ay {{due}}.',
      history: 'Mga petsa at kasaysayan ng kahilingan',
      ask: 'Ang aking hinihiling',
      askBody:
        'Na siyasatin ito ng OCR, at na bigyan ako ng provider ng access sa mga rekord nang wala nang karagdagang pagkaantala.',
      signature: 'Lagda',
      date: 'Petsa',
      englishCopy: 'Kopya sa Ingles para sa Office for Civil Rights',
    },
    statement: {
      title: 'Pahayag: walang nakitang rekord',
      re: 'Tungkol sa: Kahilingan {{rid}} para sa mga rekord pangkalusugan ni {{patient}}, na natanggap ng {{provider}} noong {{received}}.',
      reBorn:
        'Tungkol sa: Kahilingan {{rid}} para sa mga rekord pangkalusugan ni {{patient}}, ipinanganak noong {{dob}}, na natanggap ng {{provider}} noong {{received}}.',
      statement: 'Pahayag',
      fees: 'Mga bayarin',
      signature: 'Lagda',
      nothingCharged: 'Walang siningil para sa kahilingang ito.',
      refundedCard: 'Ang lahat ng singil para sa kahilingang ito ({{amount}}) ay naibalik na sa iyong card.',
      refundedCheck: 'Ang lahat ng singil para sa kahilingang ito ({{amount}}) ay naibalik na sa iyo ng records desk.',
      noCheck: 'Walang inaasahang tseke para sa kahilingang ito: huwag nang magpadala ng tseke.',
      holdReleased: 'Inalis na ang hold na {{amount}} sa iyong card; walang siningil.',
      nothingMore: 'Wala nang sisingilin pa para sa kahilingang ito.',
      signed: 'Nilagdaan nang elektroniko ni {{signer}}, records desk, para sa {{provider}}, noong {{at}} UTC.',
      typedName: 'Ang tinipang pangalan na ginamit bilang lagda ay ang elektronikong katumbas ng lagdang sulat-kamay.',
      englishCopy: 'Kopya sa Ingles: ang pahayag gaya ng nilagdaan',
    },
  },
  caregiver: {
    inviteSubject: 'Isang imbitasyon na kumilos para sa isang tao sa Patient Portal',
    invite:
      'Inimbitahan ka ni {{patient}} na kumilos para sa kanya sa Patient Portal gamit ang sarili mong sign-in, bilang kanyang {{role}}.',
    inviteNext:
      'Buksan ang link na ito para tanggapin; kung wala ka pang account, maaari kang gumawa. Mag-e-expire ang link sa loob ng 7 araw.',
    acceptedSubject: 'Tinanggap ng iyong tagapag-alaga ang iyong imbitasyon',
    accepted:
      'Tinanggap ni {{caregiver}} ({{email}}) ang iyong imbitasyon at maaari na siyang kumilos para sa iyo, sa loob lamang ng iyong pinahintulutan. Sa Mga Tagapag-alaga makikita mo ang kanyang ginagawa, at maaari mong baguhin o tapusin ang kanyang access anumang oras:',
    revokedSubject: 'Natapos na ang iyong access bilang tagapag-alaga',
    revoked: 'Tinapos ni {{patient}} ang iyong access na kumilos para sa kanya sa Patient Portal.',
    leftSubject: 'Huminto na ang iyong tagapag-alaga sa pagkilos para sa iyo',
    left: 'Huminto na si {{caregiver}} sa pagkilos para sa iyo sa Patient Portal.',
    roles: {
      power_of_attorney: 'may power of attorney',
      personal_representative: 'personal na kinatawan',
      spouse_or_family: 'asawa o kapamilya',
      other: 'tagapag-alaga',
    },
  },
};
