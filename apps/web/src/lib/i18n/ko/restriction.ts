export const restriction = {
  title: '글쓰기가 제한된 계정입니다',
  until: (date: string) =>
    `운영 정책에 따라 ${date}까지 글과 댓글을 쓰거나 좋아요, 신고, 닉네임 변경을 할 수 없습니다. 글과 댓글은 계속 읽을 수 있습니다.`,
} as const;
