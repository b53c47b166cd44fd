export const movePost = {
  title: '게시글 이동',
  description: (board: string) =>
    `지금 ${board}에 있는 게시글을 다른 게시판으로 옮깁니다. 이동은 운영 기록에 남습니다.`,
  target: '옮길 게시판',
  choose: '게시판을 선택하세요',
  currentBoard: (name: string) => `${name} (지금 게시판)`,
  confirm: '이동',
  failed: '게시글을 옮기지 못했습니다. 잠시 후 다시 시도해주세요.',
  boardsFailed: '게시판 목록을 불러오지 못했습니다.',
} as const;
