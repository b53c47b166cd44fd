// Kept free of zod: the web app's messages screen and STOMP client import these types and
// constants. The zod schemas for the server routes are in ./messages-schemas.ts.
import { groupDigits } from './korean-number';

/** CONTRACT.md 'Messages (쪽지)': a message holds 1 to MESSAGE_MAX characters (graphemes). */
export const MESSAGE_MAX = 1000;
/**
 * At most this many messages a day (Asia/Seoul) to members who have never written to the sender;
 * to a member who has written to them, there is no such cap (the write rate limits still apply).
 */
export const MESSAGES_TO_STRANGERS_PER_DAY = 20;
/** A thread page: 30 messages unless `size` asks for another number (at most 100). */
export const THREAD_PAGE_SIZE = 30;
export const THREAD_PAGE_MAX = 100;

/** A member as a message shows them. */
export interface MessageMember {
  id: number;
  nickname: string;
  profileImage: string | null;
}

/** One 쪽지, as POST /api/messages answers it and `/user/queue/messages` carries it. */
export interface Message {
  id: number;
  from: MessageMember;
  to: MessageMember;
  content: string;
  /** ISO 8601. */
  createdAt: string;
  /** When the recipient read it (ISO 8601); null while unread. */
  readAt: string | null;
}

/** One conversation of GET /api/messages/conversations: the other member and the latest message. */
export interface Conversation {
  user: MessageMember;
  lastMessage: Message;
  /** Messages from `user` the viewer has not read. */
  unread: number;
}

export interface MessageUnreadCount {
  count: number;
}

export const messageMessages = {
  empty: '쪽지 내용을 입력해주세요.',
  tooLong: `쪽지는 ${groupDigits(MESSAGE_MAX)}자 이내로 입력해주세요.`,
  toSelf: '자기 자신에게는 쪽지를 보낼 수 없습니다.',
  userNotFound: '쪽지를 받을 회원을 찾을 수 없습니다.',
  /** To a member who blocks the sender (CONTRACT.md): the block itself is not named. */
  blockedByRecipient: '쪽지를 보낼 수 없는 회원입니다',
  /** To a member the sender blocks. */
  blockedBySender: '차단한 회원에게는 쪽지를 보낼 수 없습니다. 차단을 해제한 뒤 보내주세요.',
  strangerLimit: `처음 쪽지를 보내는 회원에게는 하루 ${MESSAGES_TO_STRANGERS_PER_DAY}통까지 보낼 수 있습니다. 내일 다시 시도해주세요.`,
  notFound: '쪽지를 찾을 수 없습니다.',
} as const;
