// Kept free of zod: the web app imports these constants (bell, settings).

/**
 * The kinds of notification (CONTRACT.md 'Notifications'; STOCK_MOVE and STOCK_BUZZ, 종목 소식,
 * 'Watchlist and stock alerts': about a watched stock, with stockCode and stockName, no actor;
 * FOLLOWED_POST, 'Following members': a member I follow posted, with the post and its author;
 * PREDICTION_SETTLED, 'Prediction record': my prediction settled, with its stock, no actor).
 */
export const notificationTypes = [
  'COMMENT',
  'REPLY',
  'MENTION',
  'POST_LIKES',
  'COMMENT_LIKES',
  'MODERATION',
  'STOCK_MOVE',
  'STOCK_BUZZ',
  'FOLLOWED_POST',
  'PREDICTION_SETTLED',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Per-type settings: true receives that type (every type is on for a new member). */
export type NotificationSettings = Record<NotificationType, boolean>;

/** How many ids one mark-read call may name. */
export const NOTIFICATION_IDS_MAX = 100;

/** How many members one @nickname search answers. */
export const USER_SEARCH_MAX = 10;

/** The Korean messages of the notifications API. */
export const notificationMessages = {
  readBodyRequired: '읽음으로 표시할 알림을 고르세요.',
  tooManyIds: `한 번에 ${NOTIFICATION_IDS_MAX}개까지 읽음으로 표시할 수 있습니다.`,
  nicknameRequired: '찾을 닉네임을 입력하세요.',
} as const;
