export const common = {
  retry: '다시 시도',
  close: '닫기',
  cancel: '취소',
  goHome: '홈으로 가기',
  loading: '불러오는 중',
  required: '필수',
  optional: '선택',
} as const;
