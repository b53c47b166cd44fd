export const notFound = {
  title: '페이지를 찾을 수 없습니다',
  body: '주소가 잘못되었거나 페이지가 삭제되었을 수 있습니다.',
} as const;
