export const pages = {
  about: '소개',
  contact: '문의하기',
  terms: '이용약관',
  privacy: '개인정보처리방침',
} as const;
