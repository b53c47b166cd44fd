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
} as const;

const TOPIC_PATTERNS = [
  /^\/topic\/comments\/[1-9]\d{0,15}\/likes$/,
  /^\/topic\/posts\/[1-9]\d{0,15}\/likes$/,
  /^\/topic\/posts\/[1-9]\d{0,15}\/comments$/,
  /^\/topic\/stocks$/,
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
