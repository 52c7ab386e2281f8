import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** 한국어 이메일과 서신(서버 전용). */
export const mail: Translation<MailCatalog> = {
  greeting: '{{name}}님, 안녕하세요.',
  privacy: '개인정보 보호를 위해 이 이메일에는 어떠한 건강 정보도 포함되어 있지 않습니다.',
  signInToSee: '자세한 내용을 보려면 환자 포털에 로그인하세요:',
  welcome: {
    subject: '환자 포털에 오신 것을 환영합니다',
    ready: '{{email}}의 환자 포털 계정이 준비되었습니다.',
    next: '이제 의료 서비스 제공자를 찾고, 의료 기록을 요청하거나 양식을 작성하고, 각 요청을 여기에서 확인할 수 있습니다:',
    notYou: '이 계정을 만들지 않으셨다면 이 이메일에 회신해 주세요. 계정을 해지하겠습니다.',
  },
  receipt: {
    subject: '요청 {{rid}}을(를) 접수했습니다',
    paymentNeededSubject: '요청 {{rid}}에 결제가 필요합니다',
    body: {
      Record: '감사합니다. {{date}}에 기록 요청 {{rid}}을(를) 접수했습니다.',
      Form: '감사합니다. {{date}}에 양식 요청 {{rid}}을(를) 접수했습니다.',
    },
    payment: {
      card: '카드는 예상 금액으로 승인되었으며, 요청이 완료될 때만 청구됩니다.',
      check: '수표 결제를 선택하셨습니다: 수표를 받은 후에 요청을 처리합니다.',
      free: '이 제공자는 이 요청에 대해 비용을 청구하지 않습니다.',
      failed:
        '결제 필요: 카드 결제가 되지 않아 기록 담당 부서가 아직 이 요청을 시작할 수 없습니다. 요청을 열고 다른 카드로 "다시 시도"를 선택하거나 수표로 결제하세요.',
    },
    later: '상태가 바뀌면 이메일로 알려 드리겠습니다.',
    authorization:
      '서명하신 승인서는 이 요청과 함께 보관됩니다. 아래 링크의 요청에서 사본(PDF)을 내려받을 수 있습니다.',
  },
  refund: {
    subject: {
      approved: '{{rid}}에 대한 환불 요청이 승인되었습니다',
      denied: '{{rid}}에 대한 환불 요청이 거절되었습니다',
      refunded: '{{rid}}에 대한 환불 요청의 환불이 완료되었습니다',
    },
    body: {
      approved:
        '요청 {{rid}}에 대한 {{amount}} 환불 요청이 승인되었습니다. 환불이 완료되면 다시 이메일로 알려 드리겠습니다.',
      denied: '요청 {{rid}}에 대한 {{amount}} 환불 요청이 거절되었습니다.',
      refunded:
        '요청 {{rid}}의 {{amount}}을(를) 원래 결제 수단으로 환불했습니다. 은행에 따라 표시되기까지 영업일 기준 5~10일이 걸릴 수 있습니다.',
    },
  },
  helpDesk: {
    subject: '헬프 데스크로 보내신 메시지를 받았습니다',
    received:
      '환자 포털 헬프 데스크에 문의해 주셔서 감사합니다. 메시지의 티켓 번호는 {{ticket}}입니다(페이지 코드 {{page}}).',
    reply: '헬프 데스크에서 이 이메일 주소로 답변드리겠습니다. 다시 문의하실 때는 티켓 번호를 알려 주세요.',
  },
  status: {
    subject: '요청 {{rid}}이(가) 업데이트되었습니다',
    body: '요청 {{rid}}의 현재 상태: {{status}}.',
  },
  chat: {
    subject: '요청 {{rid}}에 관한 새 메시지',
    body: '기록 담당 팀이 요청 {{rid}}에 관한 메시지를 보냈습니다.',
  },
  ready: {
    subject: {
      Record: '요청 {{rid}}의 기록이 준비되었습니다',
      Form: '요청 {{rid}}의 작성 완료된 양식이 준비되었습니다',
    },
    body: {
      Record:
        '요청 {{rid}}의 기록이 준비되었습니다. 30일 동안 무료로 다운로드할 수 있으며, 그 후에는 파일이 보관 처리되어 Store & Share 구독이 필요합니다.',
      Form: '요청 {{rid}}의 작성 완료된 양식이 준비되었습니다. 30일 동안 무료로 다운로드할 수 있으며, 그 후에는 파일이 보관 처리되어 Store & Share 구독이 필요합니다.',
    },
  },
  priceRaise: {
    subject: '요청 {{rid}}: 새 가격에 대한 승인이 필요합니다',
    body: '의료 제공자가 요청 {{rid}}의 가격을 {{amount}}(으)로 책정했으며, 이는 요청을 보낼 때 승인하신 금액보다 많습니다.',
    reason: '의료 제공자가 밝힌 사유: {{reason}}',
    nothing:
      '새 가격을 승인하지 않으시면 추가로 청구되지 않습니다. 승인하시거나 사유를 적어 거절하실 수 있으며, 거절하면 요청이 종료되고 카드의 승인 보류가 해제됩니다.',
    cta: '로그인하여 승인하거나 거절하세요:',
    more: '그보다 많은 금액',
  },
  noRecords: {
    subject: '요청 {{rid}}에 대한 기록을 찾지 못했습니다',
    body: '의료 제공자가 요청 {{rid}}에 대한 기록을 찾지 못해 요청을 종료했습니다. 지불하실 금액은 없습니다. 카드의 보류는 모두 해제되었고 결제된 금액은 모두 환불되었습니다.',
    statement: '의료 제공자의 서명된 확인서가 요청에 있습니다.',
    cta: '로그인하여 다운로드하세요:',
  },
  revoked: {
    subject: '요청 {{rid}}의 승인을 철회했습니다',
    body: '요청 {{rid}}에 대한 서명된 승인 철회서를 받았습니다. 요청은 중지되어 처리되지 않으며, 카드에 보류된 금액은 해제되었고, 기록 담당 팀에 알렸습니다.',
    effect: '철회는 접수 전에 승인에 근거하여 이미 이루어진 일에는 영향을 미치지 않습니다.',
    cta: '서명된 철회서를 다운로드하려면 로그인하세요:',
  },
  deadline: '법(HIPAA)에 따라 제공자는 {{date}}까지 요청에 답변해야 합니다(오늘은 {{limit}}일 중 {{day}}일째).',
  waiting: {
    subject: '요청 {{rid}}이(가) 회원님의 조치를 기다리고 있습니다',
    body: '기록 담당 팀이 요청 {{rid}}을(를) 계속 처리하려면 회원님의 조치가 필요합니다.',
    cta: '필요한 사항을 확인하고 업로드하거나 답변하려면 로그인하세요:',
  },
  extended: {
    subject: '제공자가 요청 {{rid}}의 기한을 연장했습니다',
    body: '제공자가 요청 {{rid}}에 대해 법(HIPAA)이 허용하는 단 한 번의 연장을 사용했습니다: {{date}}까지 답변할 예정입니다(오늘은 {{limit}}일 중 {{day}}일째).',
    reason: '제공자가 밝힌 사유는 요청 페이지에 있습니다.',
    cta: '확인하려면 로그인하세요:',
  },
  overdue: {
    subject: '요청 {{rid}}이(가) 법정 기한을 넘겼습니다',
    body: '요청 {{rid}}이(가) 법정 기한을 넘겼습니다: 법(HIPAA)에 따라 제공자는 {{date}}까지 답변해야 했으며, 오늘은 {{limit}}일 중 {{day}}일째입니다.',
    letters:
      '이제 요청에서 준비된 서신 두 통을 이용할 수 있습니다: 열람권을 명시한 제공자 앞 독촉 서신과, 직접 제출할 수 있는 HHS 민권국 앞 진정서입니다.',
    cta: '다운로드하려면 로그인하세요:',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: '환자 포털 로그인 설정이 변경되었습니다',
    added: '계정에 2단계 인증 수단이 추가되었습니다: {{name}}.',
    removed: '계정에서 2단계 인증 수단이 삭제되었습니다: {{name}}.',
    codes: '계정에 새 복구 코드 세트가 만들어졌습니다. 이전 코드는 더 이상 사용할 수 없습니다.',
    codeUsed: '복구 코드로 계정에 로그인했습니다. 남은 코드: {{left}}개.',
    notYou: '본인이 아니라면 지금 이 링크로 비밀번호를 재설정하고 저희에게 연락해 주세요:',
    recoveryLinkSubject: '환자 포털 계정의 2단계 인증 수단 제거',
    recoveryLinkBody:
      '계정의 2단계 인증 수단을 모두 잃어버렸다고 알려 주셨습니다. 제거를 시작하려면 1시간 안에 이 링크를 여세요. 대기 기간이 지난 뒤에만 제거되며, 그 전에 이메일로 알려 드립니다:',
    recoveryLinkIgnore: '본인이 아니라면 이 메시지를 무시하고 비밀번호를 변경하세요. 다른 사람이 알고 있습니다.',
    recoveryStarted:
      '계정의 모든 2단계 인증 수단을 제거하는 요청이 시작되었습니다. 취소하지 않으면 {{date}} 이후에 제거될 수 있습니다.',
    recoveryCancelLine: '본인이 아니라면 한 번의 클릭으로 취소하세요:',
    recoveryFinishLine: '본인이라면: 그 시간 이후에 이 링크를 열고 비밀번호를 입력해 제거한 뒤 새로 설정하세요:',
    recoveryCancelled: '2단계 인증 수단 제거 요청이 취소되었습니다. 2단계 인증 수단은 계속 작동합니다.',
    recoveryRemoved:
      '요청하신 대로 대기 기간이 지난 뒤 2단계 인증 수단이 제거되었습니다. 다음에 로그인할 때 새로 설정하세요.',
  },
  passwordReset: {
    subject: '환자 포털 비밀번호 재설정',
    body: '1시간 안에 이 링크를 사용해 새 비밀번호를 설정하세요:',
    ignore: '요청하지 않으셨다면 이 메시지를 무시하셔도 됩니다.',
  },
  link: {
    subject: {
      govt: '정부 발급 신분증을 업로드하세요',
      patient: '환자 양식을 업로드하세요',
      hipaa: 'HIPAA 승인서에 서명하세요',
    },
    body: '7일 안에 이 링크를 사용해 요청 {{rid}}을(를) 계속 진행하세요. 링크는 한 번만 사용할 수 있습니다.',
  },
  share: {
    subject: '{{sharer}}님이 기록을 공유했습니다',
    body: '{{sharer}}님이 환자 포털을 통해 {{date}}까지 기록을 공유했습니다.',
    open: '여기에서 여세요:',
    code: '{{name}}님이 따로 알려 줄 접근 코드와 환자의 생년월일이 필요합니다.',
  },
  letters: {
    theProvider: '해당 제공자',
    fax: '팩스 {{fax}}',
    phone: '전화 {{phone}}',
    reminder: {
      title: '독촉: 건강 기록 열람 요청',
      to: '수신: {{recipient}}',
      re: '제목: 본인 건강 기록 열람 요청, 요청 번호 {{rid}}. 환자: {{patient}}.',
      reBorn: '제목: 본인 건강 기록 열람 요청, 요청 번호 {{rid}}. 환자: {{patient}}, 생년월일 {{dob}}.',
      dear: '의무기록 담당 부서 귀중',
      asked:
        '저는 {{received}}에 귀 기관에 제 건강 기록 사본을 요청했습니다. HIPAA 개인정보 보호 규칙(45 CFR 164.524(b)(2))에 따라 귀 기관은 열람 요청을 받은 날로부터 30일(역일) 이내에 조치해야 합니다. {{deadline}} 오늘은 {{day}}일째이며, 저는 기록도 서면 거부 통지도 받지 못했습니다.',
      extended:
        '귀 기관은 45 CFR 164.524(b)(2)(ii)가 허용하는 대로 {{date}}에 그 기한을 한 차례 {{days}}일 연장하여("{{reason}}") {{due}}까지로 했습니다.',
      due: '즉 {{due}}입니다.',
      please:
        '제가 요청한 형태와 형식으로 지금 기록을 보내 주시거나, 45 CFR 164.524(d)가 요구하는 대로 요청을 거부하는 이유를 서면으로 알려 주십시오. 본인 사본에 대한 수수료는 합리적인 실비 기준 수수료만 가능합니다(45 CFR 164.524(c)(4)).',
      complain: '답변을 받지 못하면 미국 보건복지부 민권국에 진정을 제기할 수 있습니다.',
      sincerely: '감사합니다.',
      forPatient: '{{name}}({{patient}} 대리)',
    },
    complaint: {
      title: '건강 정보 프라이버시 진정: 열람권',
      intro:
        '미국 보건복지부 민권국(OCR)에 제출하기 위해 작성되었습니다. 직접 제출하십시오: 온라인 https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, 또는 우편이나 이메일로 관할 OCR 지역 사무소(OCRComplaint@hhs.gov)에 제출합니다. 진정은 문제를 안 날로부터 180일 이내에 제기해야 합니다(45 CFR 160.306(b)(3)).',
      filer: '진정인',
      filerFor: '{{name}}, {{email}} — 환자 {{patient}} 대리',
      entity: '진정 대상 적용 기관',
      happened: '경위',
      asked:
        '저는 {{received}}에 {{provider}}에 {{patient}}의 건강 기록 사본을 요청했습니다(요청 번호 {{rid}}). 45 CFR 164.524(b)(2)에 따라 제공자는 30일(역일) 이내에 조치해야 했습니다. {{deadline}} {{today}} 현재({{day}}일째) 저는 기록도 서면 거부 통지도 받지 못했습니다. 이는 45 CFR 164.524에 따른 저의 열람권을 침해한다고 생각합니다.',
      extended: '해당 기관은 {{date}}에 기한을 한 차례 {{due}}까지 연장했습니다.',
      due: '기한은 {{due}}였습니다.',
      history: '요청 날짜 및 경과',
      ask: '요청 사항',
      askBody: 'OCR이 이 사안을 조사하고, 제공자가 더 이상 지체 없이 기록 열람을 허용하도록 해 주십시오.',
      signature: '서명',
      date: '날짜',
      englishCopy: '민권국 제출용 영문본',
    },
    statement: {
      title: '진술서: 기록 없음',
      re: '제목: {{provider}}이(가) {{received}}에 접수한 {{patient}}의 건강 기록 요청 {{rid}}.',
      reBorn: '제목: {{provider}}이(가) {{received}}에 접수한 {{patient}}(생년월일 {{dob}})의 건강 기록 요청 {{rid}}.',
      statement: '진술',
      fees: '수수료',
      signature: '서명',
      nothingCharged: '이 요청에 대해 청구된 금액은 없습니다.',
      refundedCard: '이 요청에 대한 모든 청구 금액({{amount}})이 카드로 환불되었습니다.',
      refundedCheck: '이 요청에 대한 모든 청구 금액({{amount}})을 기록 창구에서 돌려드렸습니다.',
      noCheck: '이 요청에는 수표가 필요하지 않습니다. 수표를 보내지 마십시오.',
      holdReleased: '카드에 설정된 {{amount}}의 승인 보류가 해제되었으며, 청구된 금액은 없습니다.',
      nothingMore: '이 요청에 대해 더 이상 청구되는 금액은 없습니다.',
      signed: '{{provider}}을(를) 대신하여 기록 창구의 {{signer}}이(가) {{at}} UTC에 전자 서명함.',
      typedName: '서명으로 채택된 입력된 이름은 자필 서명에 해당하는 전자 서명입니다.',
      englishCopy: '영문본: 서명된 그대로의 진술서',
    },
  },
  caregiver: {
    inviteSubject: '환자 포털에서 다른 사람을 대리하도록 하는 초대',
    invite: '{{patient}}님이 귀하를 {{role}}(으)로서 본인의 로그인으로 환자 포털에서 자신을 대리하도록 초대했습니다.',
    inviteNext: '수락하려면 이 링크를 여세요. 아직 계정이 없으면 만들 수 있습니다. 링크는 7일 후 만료됩니다.',
    acceptedSubject: '보호자가 초대를 수락했습니다',
    accepted:
      '{{caregiver}}({{email}})님이 초대를 수락했으며, 이제 귀하가 허용한 범위 안에서만 귀하를 대리할 수 있습니다. 보호자 메뉴에서 그 활동을 보고 언제든지 접근 권한을 변경하거나 종료할 수 있습니다:',
    revokedSubject: '보호자 접근 권한이 종료되었습니다',
    revoked: '{{patient}}님이 환자 포털에서 자신을 대리하는 귀하의 접근 권한을 종료했습니다.',
    leftSubject: '보호자가 더 이상 귀하를 대리하지 않습니다',
    left: '{{caregiver}}님이 환자 포털에서 더 이상 귀하를 대리하지 않습니다.',
    roles: {
      power_of_attorney: '위임장 대리인',
      personal_representative: '개인 대리인',
      spouse_or_family: '배우자 또는 가족',
      other: '보호자',
    },
  },
};
