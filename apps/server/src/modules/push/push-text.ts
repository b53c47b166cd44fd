import type { Notification } from '@myeolgong/contract/notifications';
import type { PushPayload } from '@myeolgong/contract/push';

/** The body's length at most: phones show two or three lines of it. */
const BODY_MAX = 120;

const clip = (text: string) =>
  text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1).trimEnd()}…` : text;

const someone = '알 수 없는 회원';

/** What happened, in the words of the web's bell (apps/web/src/lib/i18n/ko/notifications.ts). */
function headline(n: Notification): string {
  const who = n.actor?.nickname ?? someone;
  switch (n.type) {
    case 'COMMENT':
      return `${who}님이 회원님의 글에 댓글을 남겼습니다.`;
    case 'REPLY':
      return `${who}님이 회원님의 댓글에 답글을 남겼습니다.`;
    case 'MENTION':
      return `${who}님이 회원님을 언급했습니다.`;
    case 'POST_LIKES':
      return n.count > 1
        ? `${who}님 외 ${n.count - 1}명이 회원님의 글을 좋아합니다.`
        : `${who}님이 회원님의 글을 좋아합니다.`;
    case 'COMMENT_LIKES':
      return n.count > 1
        ? `${who}님 외 ${n.count - 1}명이 회원님의 댓글을 좋아합니다.`
        : `${who}님이 회원님의 댓글을 좋아합니다.`;
    case 'MODERATION':
      return '운영자 조치';
    case 'STOCK_MOVE':
      return `관심종목 ${n.stockName ?? '관심종목'}의 시세가 크게 움직였습니다.`;
    case 'STOCK_BUZZ':
      return `관심종목 ${n.stockName ?? '관심종목'}의 언급이 급증했습니다.`;
    case 'FOLLOWED_POST':
      return `팔로우하는 ${who}님이 새 글을 올렸습니다.`;
    case 'PREDICTION_SETTLED':
      return `${n.stockName ?? '종목'} 예측이 마감되었습니다.`;
  }
}

/**
 * Where a click leads, as the bell links it (notification-item.tsx notificationHref): a stock's
 * page for 종목 소식, the exact comment, else the post; the notifications page for the rest.
 */
function target(n: Notification): string {
  if (n.type === 'STOCK_MOVE' || n.type === 'STOCK_BUZZ' || n.type === 'PREDICTION_SETTLED') {
    return n.stockCode ? `/stock/${n.stockCode}` : '/notifications';
  }
  if (n.type === 'MODERATION' || n.postId === null) return '/notifications';
  return n.commentId === null ? `/post/${n.postId}` : `/post/${n.postId}#comment-${n.commentId}`;
}

/** A notification as its push: the bell's headline, the excerpt (or the post's title), the link. */
export function notificationPush(n: Notification): PushPayload {
  return {
    title: headline(n),
    body: clip(n.text || n.postTitle || ''),
    url: target(n),
    tag: `notification-${n.id}`,
  };
}
