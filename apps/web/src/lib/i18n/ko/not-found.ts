export const notFound = {
  title: '페이지를 찾을 수 없습니다',
  body: '주소가 잘못되었거나 페이지가 삭제되었을 수 있습니다.',
  wayOut: '다른 곳으로 가기',
  boards: '게시판 목록',
  search: '검색하기',
} as const;
