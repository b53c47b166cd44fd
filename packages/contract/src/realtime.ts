// Kept free of zod: the web app's STOMP client imports it.

/** The SockJS endpoint of the real-time channel (STOMP 1.2 frames). */
export const REALTIME_PATH = '/ws';

/** Heart-beats both ways, in milliseconds (SPEC.md §9). */
export const HEARTBEAT_MS = 4000;

/** The destinations a client may subscribe to (CONTRACT.md 'Real-time channel'). */
export const topics = {
  commentLikes: (commentId: number) => `/topic/comments/${commentId}/likes`,
  postLikes: (postId: number) => `/topic/posts/${postId}/likes`,
  postComments: (postId: number) => `/topic/posts/${postId}/comments`,
  stocks: '/topic/stocks',
  /** One stock's quote when it changes (the `$종목` chips: one subscription per stock shown). */
  stock: (stockCode: string) => `/topic/stocks/${stockCode}`,
} as const;

const TOPIC_PATTERNS = [
  /^\/topic\/comments\/[1-9]\d{0,15}\/likes$/,
  /^\/topic\/posts\/[1-9]\d{0,15}\/likes$/,
  /^\/topic\/posts\/[1-9]\d{0,15}\/comments$/,
  /^\/topic\/stocks$/,
  /^\/topic\/stocks\/[0-9][0-9A-Z]{5}$/,
];

export function isKnownTopic(destination: string): boolean {
  return TOPIC_PATTERNS.some((pattern) => pattern.test(destination));
}

/** /topic/comments/{commentId}/likes. likeStatus is the acting member's; others read `likes`. */
export interface CommentLikeMessage {
  commentId: number;
  likeStatus: 0 | 1;
  likes: number;
}

/** /topic/posts/{postId}/likes */
export interface PostLikeMessage {
  postId: number;
  likes: number;
  /** 비추천 count (issue 22); older messages may lack it. */
  dislikes?: number;
}

/**
 * User destinations (CONTRACT.md 'Real-time channel'): a signed-in session subscribes to the
 * client form and receives only its own user's messages. The server publishes to, and the broker
 * fans out (across instances with Redis), the per-user form `/user/{userId}/queue/...`.
 */
export const userQueues = { notifications: '/user/queue/notifications' } as const;
export type UserQueue = (typeof userQueues)[keyof typeof userQueues];

const USER_QUEUES = new Set<string>(Object.values(userQueues));

export function isUserQueue(destination: string): destination is UserQueue {
  return USER_QUEUES.has(destination);
}

/** The broker's destination of `queue` for one user: /user/queue/x → /user/{userId}/queue/x. */
export function userDestination(userId: number, queue: UserQueue): string {
  return `/user/${userId}${queue.slice('/user'.length)}`;
}

const USER_DESTINATION = /^\/user\/[1-9]\d{0,15}(\/queue\/[a-z-]+)$/;

/** Whether a broker destination is the per-user form of a known user queue. */
export function isUserDestination(destination: string): boolean {
  const match = USER_DESTINATION.exec(destination);
  return match !== null && USER_QUEUES.has(`/user${match[1]}`);
}
