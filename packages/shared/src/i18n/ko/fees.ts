/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: '수수료 근거',
    patient_access: '본인 기록에 대한 본인의 열람',
    third_party: '기록을 제3자에게 보내기 위한 승인',
    patient_accessText:
      'HIPAA 열람권(45 CFR 164.524): 제공자는 사본에 대해 합리적인 비용 기반 수수료(복사 인건비, 소모품, 우편료)만 청구할 수 있습니다.',
    flatFeeApplied:
      '전자적으로 보관된 기록의 전자 사본으로, HIPAA가 허용하는 정액 요금 {{amount}} 이내이며 모든 비용이 포함됩니다.',
    third_partyText:
      '기록을 다른 사람에게 보내기 위한 회원님의 승인(45 CFR 164.508): 열람권의 수수료 한도가 적용되지 않으며 제공자의 수수료표가 적용됩니다.',
    rule: '기록이 회원님이 아닌 수신인에게 팩스로 전송되면 요청은 제3자에 대한 승인이며, 그 외에는 회원님 본인의 열람입니다.',
  },
  breakdown: {
    total: '합계',
    authorizedWas: '승인하신 금액은 {{amount}}였습니다.',
    reason: '사유: {{reason}}',
    title: '수수료',
    estimate: '요청을 보낼 때의 견적',
    authorized: '회원님이 승인한 금액',
    price: '제공자 가격',
  },
  approval: {
    newTotal: '새 합계',
    title: '새 가격에 대한 승인이 필요합니다',
    body: '제공자가 이 요청의 가격을 {{amount}}(으)로 정했으며, 이는 회원님이 승인한 {{authorized}}보다 많습니다. 승인하지 않으면 추가로 청구되지 않습니다.',
    approve: '{{amount}} 승인',
    decline: '거절',
    declineTitle: '새 가격을 거절하시겠습니까?',
    declineBody: '거절하면 요청이 종료되고 카드의 승인 보류가 해제됩니다. 제공자에게 이유를 알려 주세요.',
    reason: '이유',
    declineConfirm: '거절하고 요청 종료',
    approved: '가격이 승인되었습니다. 기록팀이 요청 처리를 계속합니다.',
    declined: '가격을 거절했습니다. 요청이 종료되었고 카드의 승인 보류가 해제되었습니다.',
  },
  noRecords: {
    title: '기록을 찾지 못했습니다',
    body: '제공자가 이 요청에 대한 기록을 찾지 못해 요청을 종료했습니다. 지불할 금액은 없습니다. 카드의 승인 보류는 모두 해제되었고 결제 금액은 모두 환불되었습니다.',
    signed: '{{name}} 님이 {{date}}에 서명',
    download: '서명된 진술서 다운로드(PDF)',
  },
} as const;
