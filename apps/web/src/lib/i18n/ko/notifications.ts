export const notifications = {
  title: '알림',
  bell: '알림',
  // The badge's own text stands as a word of the name, outside parentheses (axe label-content-name-mismatch).
  bellWithCount: (badge: string) => `알림, 읽지 않음 ${badge}`,
  markAllRead: '모두 읽음',
  markedAllRead: '모든 알림을 읽음으로 표시했습니다.',
  markError: '알림을 읽음으로 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  viewAll: '알림 전체 보기',
  empty: '새 알림이 없습니다.',
  emptyHint: '내 글에 댓글이나 좋아요가 달리면 여기에 알려 드립니다.',
  loadError: '알림을 불러오지 못했습니다.',
  retry: '다시 시도',
  loginPrompt: '로그인하면 알림을 볼 수 있습니다.',
  unread: '읽지 않음',
  previous: '이전',
  next: '다음',
  pageOf: (page: number, total: number) => `${page} / ${total} 페이지`,
  pagination: '알림 페이지',
  someone: '알 수 없는 회원',
  /** The line that says what happened; `who` is the actor's nickname. */
  COMMENT: (who: string) => `${who}님이 회원님의 글에 댓글을 남겼습니다.`,
  REPLY: (who: string) => `${who}님이 회원님의 댓글에 답글을 남겼습니다.`,
  MENTION: (who: string) => `${who}님이 회원님을 언급했습니다.`,
  POST_LIKES: (who: string, count: number) =>
    count > 1
      ? `${who}님 외 ${count - 1}명이 회원님의 글을 좋아합니다.`
      : `${who}님이 회원님의 글을 좋아합니다.`,
  COMMENT_LIKES: (who: string, count: number) =>
    count > 1
      ? `${who}님 외 ${count - 1}명이 회원님의 댓글을 좋아합니다.`
      : `${who}님이 회원님의 댓글을 좋아합니다.`,
  MODERATION: '운영자 조치',
  /** 종목 소식: the headline names the watched stock; the text says what happened. */
  STOCK_MOVE: (stock: string) => `관심종목 ${stock}의 시세가 크게 움직였습니다.`,
  STOCK_BUZZ: (stock: string) => `관심종목 ${stock}의 언급이 급증했습니다.`,
  stockFallback: '관심종목',
  FOLLOWED_POST: (who: string) => `팔로우하는 ${who}님이 새 글을 올렸습니다.`,
  /** 예측 기록: the headline names the stock; the text says how it ended. */
  PREDICTION_SETTLED: (stock: string) => `${stock} 예측이 마감되었습니다.`,
  predictionFallback: '종목',
  mentionSuggestions: '언급할 회원',
  settingsTitle: '알림 설정',
  settingsHint: '받고 싶은 알림을 고르세요. 끈 알림은 쌓이지 않습니다.',
  settingsSaved: '알림 설정을 저장했습니다.',
  settingsError: '알림 설정을 저장하지 못했습니다.',
  settingLabels: {
    COMMENT: '내 글에 달린 댓글',
    REPLY: '내 댓글에 달린 답글',
    MENTION: '나를 언급한 글과 댓글 (@닉네임)',
    POST_LIKES: '내 글의 좋아요',
    COMMENT_LIKES: '내 댓글의 좋아요',
    MODERATION: '운영자 조치 (삭제, 이동, 제한)',
    STOCK_MOVE: '관심종목 시세 급변 (±5%, ±10%, 상한가, 하한가)',
    STOCK_BUZZ: '관심종목 언급 급증',
    FOLLOWED_POST: '팔로우하는 회원의 새 글',
    PREDICTION_SETTLED: '내 예측의 결과 (적중 여부)',
  },
} as const;
