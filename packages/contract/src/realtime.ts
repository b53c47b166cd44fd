// Kept free of zod: the web app's STOMP client imports it (types only from the zod modules).
import type { NewCommentMessage } from './comments';
import type { Message } from './messages';
import type { NotificationMessage } from './notifications';
import type { Stock } from './stocks';

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

/** What each topic carries: the payload type of every name of the topic table. */
export interface TopicMessages {
  commentLikes: CommentLikeMessage;
  postLikes: PostLikeMessage;
  postComments: NewCommentMessage;
  /**
   * The quotes that changed since the last message (never the whole market on every tick): at
   * most one message per STOCK_PUSH_INTERVAL_MS, each stock once with its latest quote.
   */
  stocks: Stock[];
  stock: Stock;
}

export type TopicName = keyof TopicMessages;

/** One topic of the channel, as the server publishes it and the AsyncAPI document states it. */
export interface TopicEntry<Message> {
  /** The destination pattern, parameters in braces (`/topic/posts/{postId}/likes`). */
  address: string;
  /** What a destination of this topic matches (what a client may subscribe to). */
  pattern: RegExp;
  /** Each parameter of `address` → its Korean description. */
  parameters: Readonly<Record<string, string>>;
  title: string;
  description: string;
  /** Where a message goes: read from the message itself, so a topic and its payload cannot drift. */
  destination(message: Message): string;
}

/**
 * The topic table (CONTRACT.md 'Real-time channel'): name → destination pattern, payload type
 * (TopicMessages) and the words of the AsyncAPI document. The server publishes by name,
 * `publish('postLikes', { postId, likes })`; `topics` above are the destinations clients subscribe to.
 */
export const topicTable: { readonly [Name in TopicName]: TopicEntry<TopicMessages[Name]> } = {
  commentLikes: {
    address: '/topic/comments/{commentId}/likes',
    pattern: /^\/topic\/comments\/[1-9]\d{0,15}\/likes$/,
    parameters: { commentId: '댓글 ID' },
    title: '댓글 좋아요',
    description:
      '댓글의 좋아요 수가 바뀔 때. likeStatus는 누른 회원의 상태이고, 다른 회원은 likes만 씁니다.',
    destination: (message) => topics.commentLikes(message.commentId),
  },
  postLikes: {
    address: '/topic/posts/{postId}/likes',
    pattern: /^\/topic\/posts\/[1-9]\d{0,15}\/likes$/,
    parameters: { postId: '게시글 ID' },
    title: '게시글 좋아요',
    description: '게시글의 좋아요 수가 바뀔 때.',
    destination: (message) => topics.postLikes(message.postId),
  },
  postComments: {
    address: '/topic/posts/{postId}/comments',
    pattern: /^\/topic\/posts\/[1-9]\d{0,15}\/comments$/,
    parameters: { postId: '게시글 ID' },
    title: '새 댓글',
    description:
      '게시글에 댓글이 달릴 때: 댓글 수와 새 댓글 (GET /api/comments/post/{postId}의 항목과 같은 모양).',
    destination: (message) => topics.postComments(message.postId),
  },
  stocks: {
    address: '/topic/stocks',
    pattern: /^\/topic\/stocks$/,
    parameters: {},
    title: '시세 변동',
    description:
      '직전 메시지 이후 바뀐 종목의 시세 목록 (시장 전체를 매번 보내지 않습니다). 많아야 1초(STOCK_PUSH_INTERVAL_MS)에 한 번, 그동안 여러 번 바뀐 종목은 가장 최근 시세로 한 번만 담깁니다. 시세 전체가 필요 없는 화면은 보여 주는 종목의 /topic/stocks/{stockCode}를 구독하세요.',
    destination: () => topics.stocks,
  },
  stock: {
    address: '/topic/stocks/{stockCode}',
    pattern: /^\/topic\/stocks\/[0-9][0-9A-Z]{5}$/,
    parameters: { stockCode: '6자리 종목 코드' },
    title: '종목 시세',
    description:
      '그 종목의 시세가 바뀔 때: 많아야 1초(STOCK_PUSH_INTERVAL_MS)에 한 번, 그 사이의 가장 최근 시세.',
    destination: (message) => topics.stock(message.stockCode),
  },
};

/** The destination a message of topic `name` is published to. */
export function topicDestination<Name extends TopicName>(
  name: Name,
  message: TopicMessages[Name],
): string {
  const entry: TopicEntry<TopicMessages[Name]> | undefined = topicTable[name];
  if (entry === undefined) throw new TypeError(`unknown real-time topic: ${String(name)}`);
  return entry.destination(message);
}

export function isKnownTopic(destination: string): boolean {
  return Object.values(topicTable).some((entry) => entry.pattern.test(destination));
}

/**
 * User destinations (CONTRACT.md 'Real-time channel'): a signed-in session subscribes to the
 * client form and receives only its own user's messages. The server publishes to, and the broker
 * fans out (across instances with Redis), the per-user form `/user/{userId}/queue/...`.
 */
export const userQueues = {
  notifications: '/user/queue/notifications',
  messages: '/user/queue/messages',
} as const;
export type UserQueue = (typeof userQueues)[keyof typeof userQueues];
export type UserQueueName = keyof typeof userQueues;

/** What each user queue carries. */
export interface UserQueueMessages {
  /**
   * One new notification, or a grouped one that grew: an item of GET /api/notifications with the
   * recipient's `unreadCount`.
   */
  notifications: NotificationMessage;
  /**
   * A new 쪽지 (CONTRACT.md 'Messages (쪽지)'), as POST /api/messages answers it: to its recipient
   * and to its sender (the sender's other tabs).
   */
  messages: Message;
}

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
