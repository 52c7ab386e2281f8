import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: '고객 지원',
  intro: '요청, 포털 또는 계정에 관해 궁금한 점이 있으신가요? 헬프데스크에 알려 주시면 이메일로 답변해 드립니다.',
  contactTitle: '문의하기',
  contactBody: '다음 주소로도 문의하실 수 있습니다:',
  openForm: '헬프데스크에 의견 보내기',
  modalTitle: '의견 보내기',
  fields: {
    issue: '문제 유형',
    issuePlaceholder: '문제 유형을 선택하세요',
    title: '제목',
    comment: '내용',
  },
  pageCode: '페이지 코드: {{code}}',
  send: '보내기',
  cancel: '취소',
  issues: {
    'Application working slowly': '앱이 느리게 작동합니다',
    'Application is no longer responding': '앱이 응답하지 않습니다',
    'Application is not functioning as expected': '앱이 제대로 작동하지 않습니다',
    'I have a suggestion': '제안할 내용이 있습니다',
    'Something else': '기타',
  },
};
