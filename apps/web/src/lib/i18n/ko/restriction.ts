export const restriction = {
  title: '글쓰기가 제한된 계정입니다',
  until: (date: string) =>
    `운영 정책에 따라 ${date}까지 글, 댓글, 좋아요를 쓰거나 닉네임을 바꿀 수 없습니다. 신고와 열람은 계속 할 수 있습니다.`,
} as const;
