import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Store & Share 구독',
  offer: {
    heading: 'Store & Share로 기록을 보관하세요',
    body: '기록은 전달된 후 30일 동안 무료로 다운로드할 수 있으며, 그 이후에는 보관 처리됩니다. Store & Share를 이용하면 월 {{price}}에 기록을 무제한으로 열람하고 공유할 수 있습니다.',
    download: '내 기록 다운로드',
    subscribe: '월 {{price}}에 구독하기',
  },
  steps: { card: '결제 카드', initials: '이니셜', confirm: '확인' },
  card: { heading: '결제에 사용할 카드를 선택하세요', next: '계속' },
  initials: {
    heading: '약관 동의',
    agreement: '구독을 해지할 때까지 Store & Share 구독료로 매월 {{price}}이(가) 청구되는 데 동의합니다.',
    label: '이니셜',
    next: '계속',
  },
  confirm: {
    heading: '구독 확인',
    summary: '월 {{price}}, 끝자리가 {{last4}}인 카드로 청구됩니다.',
    submit: '구독 확정',
    back: '뒤로',
  },
  active: {
    heading: 'Store & Share를 구독 중입니다',
    details: '월 {{price}}, 끝자리가 {{last4}}인 카드. 다음 갱신일: {{date}}.',
    changeCard: '카드 변경',
    saveCard: '이 카드 사용',
    unsubscribe: '구독 해지',
    unsubscribeConfirm: 'Store & Share 구독을 해지하시겠습니까? 보관된 기록을 다운로드하려면 다시 구독해야 합니다.',
    keep: '구독 유지',
  },
  records: {
    heading: '내 기록',
    empty: '아직 전달된 기록이 없습니다.',
    download: '{{rid}}의 기록 다운로드',
    archived: '보관됨',
    available: '이용 가능',
    delivered: '{{date}}에 전달됨',
    offerTitle: '구독이 필요합니다',
  },
  messages: {
    subscribed: '구독이 시작되었습니다.',
    unsubscribed: '구독이 해지되었습니다.',
    paymentMethodUpdated: '결제 수단이 변경되었습니다.',
    lettersAndSpaces: '문자와 공백만 입력할 수 있습니다.',
  },
};
