export const linkPreview = {
  loading: '링크 미리보기를 불러오는 중',
  news: '뉴스',
  video: '동영상',
  newTab: '(새 창)',
} as const;
