import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: '프로필',
  details: '회원 정보',
  fields: {
    name: '이름',
    lastName: '성',
    email: '이메일',
    organization: '소속 기관',
    dateOfBirth: '생년월일',
    dateOfBirthHint: 'M/D/YYYY(월/일/연도)',
  },
  save: '저장',
  avatar: {
    alt: '프로필 사진',
    none: '아직 프로필 사진이 없습니다',
    change: '사진 변경',
    hint: 'JPEG, PNG, WebP 또는 GIF, 최대 5MB.',
    uploaded: '프로필 사진이 변경되었습니다',
  },
  password: {
    title: '비밀번호 변경',
    current: '현재 비밀번호',
    new: '새 비밀번호',
    confirm: '새 비밀번호 확인',
    save: '저장',
    captchaLabel: '이미지에 표시된 문자를 입력하세요',
    captchaImage: 'CAPTCHA 이미지: 표시된 8개 문자를 입력하거나, 대신 아래의 텍스트 질문에 답하세요',
    captchaQuestionLabel: '이미지가 보이지 않나요? 대신 다음 질문에 답하세요:',
    captchaQuestion: '다음 각 단어의 첫 글자를 입력하세요: {{words}}.',
    captchaDigitsQuestion: '다음 수를 순서대로 숫자로 입력하세요: {{words}}.',
    captchaDigits: { 0: '영', 1: '일', 2: '이', 3: '삼', 4: '사', 5: '오', 6: '육', 7: '칠', 8: '팔', 9: '구' },
    captchaRefresh: '다른 이미지 보기',
    captchaLoading: 'CAPTCHA 불러오는 중…',
  },
};
